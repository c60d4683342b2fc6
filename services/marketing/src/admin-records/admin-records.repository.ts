import type {
  ContactMessageRecordFilters,
  EventRegistrationRecordFilters,
  VignetteRecordFilters,
} from '@gbc/contracts/marketing';
import { escapeLike, type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import type { MarketingDb } from '../database.js';

const containing = (text: string) => `%${escapeLike(text)}%`;

export async function listContactMessages(
  db: MarketingDb,
  filters: ContactMessageRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db.selectFrom('marketing.contact_messages').selectAll();
  if (filters.interest) query = query.where('interest', '=', filters.interest);
  if (filters.search) {
    const pattern = containing(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('email', 'ilike', pattern),
        eb('name', 'ilike', pattern),
        eb('organization', 'ilike', pattern),
      ]),
    );
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}

export async function listEventRegistrations(
  db: MarketingDb,
  filters: EventRegistrationRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db.selectFrom('marketing.event_registrations').selectAll();
  if (filters.eventId) query = query.where('event_id', '=', filters.eventId);
  if (filters.search) {
    const pattern = containing(filters.search);
    query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern)]));
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}

/** Vignettes of any status, without their content, newest first. */
export async function listVignettesForAdmin(
  db: MarketingDb,
  filters: VignetteRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
) {
  let query = db
    .selectFrom('marketing.vignettes')
    .select(['id', 'title', 'slug', 'status', 'author', 'created_at', 'updated_at', 'published_at']);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.search) {
    const pattern = containing(filters.search);
    query = query.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('slug', 'ilike', pattern)]));
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}
