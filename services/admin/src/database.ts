import type { AuditDatabase } from '@gbc/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { PrivacyTables } from './privacy/privacy.table.js';
import type { SiteAuditRunsTable } from './site-audit/site-audit.table.js';

export const adminSchema = 'admin';

/**
 * What the admin service's role reaches: the tables of the `admin` schema (schema-qualified, as Kysely
 * recommends for non-public schemas) and the audit log, which it alone may read (service-kit's audit module).
 */
export interface AdminDatabase extends AuditDatabase, PrivacyTables {
  'admin.site_audit_runs': SiteAuditRunsTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type AdminDb = Kysely<AdminDatabase> | Transaction<AdminDatabase>;
