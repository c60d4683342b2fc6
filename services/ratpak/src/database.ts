import type { Kysely, Transaction } from 'kysely';
import type { AccessRequestsTable } from './access-requests/access-requests.table.js';
import type { DemoBookingsTable } from './demo/demo.table.js';
import type { LeadsTable } from './leads/leads.table.js';

export const ratpakSchema = 'ratpak';

/** Tables of the `ratpak` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface RatpakDatabase {
  'ratpak.leads': LeadsTable;
  'ratpak.demo_bookings': DemoBookingsTable;
  'ratpak.access_requests': AccessRequestsTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type RatpakDb = Kysely<RatpakDatabase> | Transaction<RatpakDatabase>;
