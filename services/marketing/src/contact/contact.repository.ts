import { sql } from 'kysely';
import type { MarketingDb } from '../database.js';
import type { NewContactMessageRow } from './contact.table.js';

const messages = 'marketing.contact_messages';

/**
 * Holds the fingerprint's lock for the rest of the caller's transaction, so two presses of the same
 * message arriving together are decided one after the other.
 */
export async function lockFingerprint(db: MarketingDb, fingerprint: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`.execute(db);
}

/** True when the same message was stored within the last `seconds`. */
export async function hasRecentMessage(
  db: MarketingDb,
  fingerprint: string,
  seconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(messages)
    .select('id')
    .where('fingerprint', '=', fingerprint)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertContactMessage(db: MarketingDb, row: NewContactMessageRow): Promise<string> {
  const { id } = await db.insertInto(messages).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
