import type { ProductsAccessRequestRecordFilters } from '@gbc/contracts/products';
import { escapeLike, type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
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

/** One page of the admin list, newest first. */
export async function listAccessRequests(
  db: ProductsDb,
  filters: ProductsAccessRequestRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db.selectFrom(requests).selectAll();
  if (filters.productPage) query = query.where('product_page', '=', filters.productPage);
  if (filters.interestLevel) query = query.where('interest_level', '=', filters.interestLevel);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern), eb('company', 'ilike', pattern)]),
    );
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}

/** Rows whose address is `email`, in any case. */
const sameAddress = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

export async function findRequestsOf(db: ProductsDb, email: string) {
  return { accessRequests: await db.selectFrom(requests).selectAll().where(sameAddress(email)).execute() };
}

export async function deleteRequestsOf(db: ProductsDb, email: string) {
  const { numDeletedRows } = await db.deleteFrom(requests).where(sameAddress(email)).executeTakeFirst();
  return { accessRequests: Number(numDeletedRows) };
}
