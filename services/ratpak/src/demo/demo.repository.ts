import type { DemoSlotTime } from '@gbc/contracts/ratpak';
import { sql } from 'kysely';
import type { RatpakDb } from '../database.js';

const bookings = 'ratpak.demo_bookings';

/** A booking's slot as text, never shifted by a time zone on the way out. */
const slotDate = sql<string>`to_char(slot_date, 'YYYY-MM-DD')`;

/** Taken slots between two dates (inclusive), as `date time` keys; expired unclaimed ones are free again. */
export async function takenSlots(
  db: RatpakDb,
  from: string,
  to: string,
  unclaimedMinutes: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom(bookings)
    .select([slotDate.as('date'), 'slot_time'])
    .where('slot_date', '>=', sql<string>`${from}::date`)
    .where('slot_date', '<=', sql<string>`${to}::date`)
    .where((eb) =>
      eb.or([
        eb('email', 'is not', null),
        eb('created_at', '>', sql<Date>`now() - make_interval(mins => ${unclaimedMinutes})`),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => `${row.date} ${row.slot_time}`));
}

/**
 * Frees a slot whose signed-out booking never got an address within `unclaimedMinutes`, so presses
 * that are never followed up cannot hold the calendar. Runs in the booking's transaction, before it.
 */
export async function releaseUnclaimedSlot(
  db: RatpakDb,
  date: string,
  time: DemoSlotTime,
  unclaimedMinutes: number,
): Promise<void> {
  await db
    .deleteFrom(bookings)
    .where('slot_date', '=', sql<string>`${date}::date`)
    .where('slot_time', '=', time)
    .where('email', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${unclaimedMinutes})`)
    .execute();
}

export interface NewDemoBooking {
  date: string;
  time: DemoSlotTime;
  timeZone: string;
  email: string | null;
  userId: string | null;
  claimTokenHash: string | null;
}

/**
 * Takes the slot; its start is the wall-clock time in the council's zone. A second booking of the same
 * slot fails on `demo_bookings_slot_key`, also when both arrive at once (the later one waits for the
 * first to commit, then fails).
 */
export async function insertBooking(
  db: RatpakDb,
  booking: NewDemoBooking,
): Promise<{ id: string; startsAt: Date }> {
  const row = await db
    .insertInto(bookings)
    .values({
      slot_date: booking.date,
      slot_time: booking.time,
      starts_at: sql<Date>`(${booking.date}::date + ${booking.time}::time) at time zone ${booking.timeZone}`,
      email: booking.email,
      user_id: booking.userId,
      claim_token_hash: booking.claimTokenHash,
      ...(booking.email ? { email_added_at: sql<Date>`now()` } : {}),
    })
    .returning(['id', 'starts_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, startsAt: row.starts_at };
}

/** The signed-out booking this id and token name, still without an address and not expired, locked. */
export async function findClaimableBookingForUpdate(
  db: RatpakDb,
  id: string,
  claimTokenHash: string,
  unclaimedMinutes: number,
) {
  return db
    .selectFrom(bookings)
    .select(['id', slotDate.as('date'), 'slot_time', 'starts_at'])
    .where('id', '=', id)
    .where('claim_token_hash', '=', claimTokenHash)
    .where('email', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${unclaimedMinutes})`)
    .forUpdate()
    .executeTakeFirst();
}

/** Gives the booking its address; the claim token is spent. */
export async function addBookingEmail(db: RatpakDb, id: string, email: string): Promise<void> {
  await db
    .updateTable(bookings)
    .set({ email, claim_token_hash: null, email_added_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
