import type { UserRecordFilters } from '@gbc/contracts/identity';
import { escapeLike, type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';
import type { UserRow } from '../users/users.table.js';

/** Accounts matching the people screen's filters, newest first. */
export async function listUsers(
  db: IdentityDb,
  filters: UserRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
): Promise<UserRow[]> {
  let query = db.selectFrom('identity.users').selectAll();
  if (filters.role) query = query.where(sql<boolean>`${filters.role} = any(roles)`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('display_name', 'ilike', pattern)]));
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}
