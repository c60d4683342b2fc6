import { sql } from 'kysely';
import type { ProductsDb } from '../database.js';
import type { NewAccessRequestRow } from './access-requests.table.js';

const requests = 'products.access_requests';

/**
 * Holds the lock of an address and page for the rest of the caller's transaction, so two presses
 * arriving together are decided one after the other.
 */
export async function lockAddressAndPage(db: ProductsDb, email: string, page: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${email.toLowerCase()} ${page}`}, 0))`.execute(
    db,
  );
}

/** True when the address (in any case) asked for the page within the last `seconds`. */
export async function hasRecentRequest(
  db: ProductsDb,
  email: string,
  page: string,
  seconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(requests)
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('product_page', '=', page as NewAccessRequestRow['product_page'])
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccessRequest(db: ProductsDb, row: NewAccessRequestRow): Promise<void> {
  await db.insertInto(requests).values(row).execute();
}
