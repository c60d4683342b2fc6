import { sql } from 'kysely';
import type { RatpakDb } from '../database.js';

/** Rows whose address is `email`, in any case. */
const sameAddress = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

const tables = {
  leads: 'ratpak.leads',
  demoBookings: 'ratpak.demo_bookings',
  accessRequests: 'ratpak.access_requests',
} as const;

/** Every record of the address, by kind, as stored. */
export async function findPersonalRecords(db: RatpakDb, email: string) {
  return {
    leads: await db.selectFrom(tables.leads).selectAll().where(sameAddress(email)).execute(),
    demoBookings: await db.selectFrom(tables.demoBookings).selectAll().where(sameAddress(email)).execute(),
    accessRequests: await db
      .selectFrom(tables.accessRequests)
      .selectAll()
      .where(sameAddress(email))
      .execute(),
  };
}

/**
 * Deletes every record of the address; a demo booking's slot is free again once its row is gone. Returns
 * how many rows of each kind went.
 */
export async function deletePersonalRecords(db: RatpakDb, email: string): Promise<Record<string, number>> {
  const erased: Record<string, number> = {};
  for (const [kind, table] of Object.entries(tables)) {
    const { numDeletedRows } = await db.deleteFrom(table).where(sameAddress(email)).executeTakeFirst();
    erased[kind] = Number(numDeletedRows);
  }
  return erased;
}
