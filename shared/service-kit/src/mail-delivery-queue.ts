import { type Kysely, type Selectable, sql } from 'kysely';
import type { MailDatabase, MailOutboxTable } from './mail-outbox.js';

const outbox = 'mail.outbox';

const claimedColumns = [
  'id',
  'to_address',
  'reply_to',
  'subject',
  'text_body',
  'html_body',
  'attempts',
  'message_id',
  'headers',
  'attachments',
  'template',
  'erase_after_send',
] as const;
export type ClaimedMail = Pick<Selectable<MailOutboxTable>, (typeof claimedColumns)[number]>;

/** An interval of `ms` milliseconds computed by the database, whose clock also decides what is due. */
const millisecondsFromNow = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims up to `limit` due pending messages for `leaseMs`: their next attempt moves past the lease,
 * so other dispatchers (other processes) skip them while this one sends, and a dispatcher that dies
 * mid-batch only delays them. SKIP LOCKED lets concurrent claims pass each other without waiting.
 * Sending happens outside any transaction: no database connection waits on an SMTP server.
 */
export async function claimDueMail(
  db: Kysely<MailDatabase>,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  return db
    .updateTable(outbox)
    .set({ next_attempt_at: millisecondsFromNow(leaseMs) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(outbox)
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(claimedColumns)
    .execute();
}

export async function recordMailSent(db: Kysely<MailDatabase>, mail: ClaimedMail): Promise<void> {
  await db
    .updateTable(outbox)
    .set({
      status: 'sent',
      attempts: mail.attempts + 1,
      last_error: null,
      sent_at: sql<Date>`now()`,
      ...(mail.erase_after_send ? { to_address: '', text_body: '', html_body: null } : {}),
    })
    .where('id', '=', mail.id)
    .execute();
}

/** A failed attempt: retried after `retryInMs`, or given up (status failed) when that is null. */
export async function recordMailFailure(
  db: Kysely<MailDatabase>,
  mail: ClaimedMail,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .updateTable(outbox)
    .set({
      attempts: mail.attempts + 1,
      last_error: error,
      ...(retryInMs === null
        ? { status: 'failed' }
        : { status: 'pending', next_attempt_at: millisecondsFromNow(retryInMs) }),
    })
    .where('id', '=', mail.id)
    .execute();
}

/** Gives claimed but unsent messages back at once (a dispatcher stopping mid-batch), instead of at the lease's end. */
export async function releaseClaimedMail(
  db: Kysely<MailDatabase>,
  mails: readonly ClaimedMail[],
): Promise<void> {
  if (mails.length === 0) return;
  await db
    .updateTable(outbox)
    .set({ next_attempt_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      mails.map((mail) => mail.id),
    )
    .where('status', '=', 'pending')
    .execute();
}

export interface MailBacklog {
  /** Messages waiting to be sent, due or not. */
  pending: number;
  /** Seconds since the oldest pending message was queued; null when none is pending. */
  oldestPendingAgeSeconds: number | null;
  /** Messages given up after the last attempt (they stay, with their last error, for a person to look at). */
  failed: number;
}

/** What the outbox holds that is not yet delivered: for `/readyz`'s detail and for alerts. */
export async function mailBacklog(db: Kysely<MailDatabase>): Promise<MailBacklog> {
  const row = await db
    .selectFrom(outbox)
    .select([
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      sql<
        number | null
      >`floor(extract(epoch from now() - min(created_at) filter (where status = 'pending')))::int`.as(
        'oldest_pending_age_seconds',
      ),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pending: row.pending,
    oldestPendingAgeSeconds: row.oldest_pending_age_seconds,
    failed: row.failed,
  };
}
