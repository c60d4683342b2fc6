import { sql } from 'kysely';
import type { RatpakDb } from './database.js';

/**
 * Holds a lock named by `key` for the rest of the caller's transaction, so two presses of the same
 * form arriving together are decided one after the other (the second then sees the first's row).
 */
export async function holdTransactionLock(db: RatpakDb, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}
