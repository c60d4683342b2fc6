import { sql } from 'kysely';
import type { RatpakDb } from '../database.js';
import type { NewLeadRow } from './leads.table.js';

const leads = 'ratpak.leads';

/** True when the same lead was stored within the last `seconds`. */
export async function hasRecentLead(db: RatpakDb, fingerprint: string, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom(leads)
    .select('id')
    .where('fingerprint', '=', fingerprint)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLead(db: RatpakDb, row: NewLeadRow): Promise<string> {
  const { id } = await db.insertInto(leads).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
