import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export type AuditSeverity = 'info' | 'warn' | 'error' | 'critical';

export interface AuditLogTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  severity: AuditSeverity;
  is_suspicious: Generated<boolean>;
  event_type: string;
  user_email: string | null;
  resource_type: string | null;
  action: string;
  /** Read as an object; written as JSON text so arrays inside stay JSON (pg would turn a top-level array into a Postgres array). */
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
}

export interface AuditDatabase {
  'audit.audit_logs': AuditLogTable;
}

export interface AuditLogEntry {
  severity: AuditSeverity;
  /** e.g. 'admin_action', 'security_event', 'bci_contact_deletion' (spec 3). */
  eventType: string;
  action: string;
  userEmail?: string | null;
  resourceType?: string | null;
  isSuspicious?: boolean;
  details?: Record<string, unknown>;
}

/**
 * Appends one audit row. Pass the transaction of the change being audited so both commit or neither.
 * Accepts any service's database (or transaction) because the audit table lives beside every schema;
 * Transaction is listed although it extends Kysely so that TypeScript infers DB from either.
 */
export async function writeAuditLog<DB>(
  db: Kysely<DB> | Transaction<DB>,
  entry: AuditLogEntry,
): Promise<void> {
  await (db as unknown as Kysely<AuditDatabase>)
    .insertInto('audit.audit_logs')
    .values({
      severity: entry.severity,
      event_type: entry.eventType,
      action: entry.action,
      user_email: entry.userEmail ?? null,
      resource_type: entry.resourceType ?? null,
      is_suspicious: entry.isSuspicious ?? false,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/** What an admin did with BCI-related personal data (a story, survey answers, a lead). */
export type BciAccessAction = 'read' | 'export' | 'deletion';

export interface BciAccessEntry {
  /** The kind of record, lower-case words joined by `_`: 'story', 'survey_response', 'contact'. */
  subject: string;
  action: BciAccessAction;
  /** The admin who did it, from the access token. */
  actorEmail: string;
  details?: Record<string, unknown>;
}

const bciSubjectPattern = /^[a-z]+(_[a-z]+)*$/;

/**
 * Audits a read, export or deletion of BCI-related personal data as `bci_<subject>_<action>`
 * (spec 3: `bci_contact_deletion`, and every `bci_*` type the dashboard's BCI Access tab lists).
 * Pass the transaction of the read or change, as for `writeAuditLog`.
 */
export function writeBciAccessLog<DB>(
  db: Kysely<DB> | Transaction<DB>,
  entry: BciAccessEntry,
): Promise<void> {
  if (!bciSubjectPattern.test(entry.subject))
    throw new Error(`Invalid BCI audit subject '${entry.subject}'.`);
  return writeAuditLog(db, {
    // Reading is routine for an admin; copying data out or destroying it deserves attention.
    severity: entry.action === 'read' ? 'info' : 'warn',
    eventType: `bci_${entry.subject}_${entry.action}`,
    action: `${entry.subject}.${entry.action}`,
    userEmail: entry.actorEmail,
    resourceType: entry.subject,
    details: entry.details,
  });
}
