import type {
  DemoBookingRecordFilters,
  RatpakAccessRequestRecordFilters,
  RatpakLeadRecordFilters,
} from '@gbc/contracts/ratpak';
import { escapeLike, type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import { sql } from 'kysely';
import type { RatpakDb } from '../database.js';

const containing = (text: string) => `%${escapeLike(text)}%`;

export async function listLeads(
  db: RatpakDb,
  filters: RatpakLeadRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db
    .selectFrom('ratpak.leads')
    .select([
      'id',
      'created_at',
      'kind',
      'name',
      'email',
      'company',
      'role',
      'phone',
      'details',
      'source_page',
    ]);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.search) {
    const pattern = containing(filters.search);
    query = query.where((eb) =>
      eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern), eb('company', 'ilike', pattern)]),
    );
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}

export async function listDemoBookings(
  db: RatpakDb,
  filters: DemoBookingRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db
    .selectFrom('ratpak.demo_bookings')
    .select([
      'id',
      'created_at',
      sql<string>`to_char(slot_date, 'YYYY-MM-DD')`.as('slot_date'),
      'slot_time',
      'starts_at',
      'email',
      'user_id',
    ]);
  if (filters.search) query = query.where('email', 'ilike', containing(filters.search));
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}

export async function listAccessRequests(
  db: RatpakDb,
  filters: RatpakAccessRequestRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db.selectFrom('ratpak.access_requests').selectAll();
  if (filters.interestLevel) query = query.where('interest_level', '=', filters.interestLevel);
  if (filters.search) {
    const pattern = containing(filters.search);
    query = query.where((eb) =>
      eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern), eb('company', 'ilike', pattern)]),
    );
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}
