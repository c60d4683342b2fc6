import { sql } from 'kysely';
import type { RatpakDb } from '../database.js';
import type { NewAccessRequestRow } from './access-requests.table.js';

const requests = 'ratpak.access_requests';

/** True when the address (in any case) asked for access within the last `seconds`. */
export async function hasRecentRequest(db: RatpakDb, email: string, seconds: number): Promise<boolean> {
  const row = await db
    .selectFrom(requests)
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccessRequest(db: RatpakDb, row: NewAccessRequestRow): Promise<void> {
  await db.insertInto(requests).values(row).execute();
}
