import { sql } from 'kysely';
import type { MarketingDb } from '../database.js';
import type { EventRegistrationRow } from './events.table.js';

const registrations = 'marketing.event_registrations';
const seats = 'marketing.event_seats';
const informationRequests = 'marketing.event_information_requests';

/**
 * Takes one seat of `eventId` if fewer than `capacity` are taken; false when the event is full.
 * One statement on the event's seat row: a concurrent registration waits for this transaction, then
 * sees its seat, so the last seat is never given twice.
 */
export async function takeSeat(db: MarketingDb, eventId: string, capacity: number): Promise<boolean> {
  const row = await db
    .insertInto(seats)
    .values({ event_id: eventId, taken: 1 })
    .onConflict((conflict) =>
      conflict
        .column('event_id')
        .doUpdateSet({ taken: sql<number>`${sql.ref(`${seats}.taken`)} + 1` })
        .where(`${seats}.taken`, '<', capacity),
    )
    .returning('taken')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a seat back (a signed-out seat whose address turned out to be registered already). */
export async function releaseSeat(db: MarketingDb, eventId: string): Promise<void> {
  await db
    .updateTable(seats)
    .set({ taken: sql<number>`taken - 1` })
    .where('event_id', '=', eventId)
    .where('taken', '>', 0)
    .execute();
}

/**
 * Deletes the signed-out seats of `eventId` still without an address after `afterMinutes` and gives
 * them back, so presses that never claim their seat cannot hold an event full. Runs before a seat is
 * taken, in the same transaction; two at once delete each row once (the second waits on its lock).
 */
export async function releaseUnclaimedSeats(
  db: MarketingDb,
  eventId: string,
  afterMinutes: number,
): Promise<number> {
  const released = await db
    .deleteFrom(registrations)
    .where('event_id', '=', eventId)
    .where('email', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${afterMinutes})`)
    .returning('id')
    .execute();
  if (released.length > 0) {
    await db
      .updateTable(seats)
      .set({ taken: sql<number>`greatest(taken - ${released.length}, 0)` })
      .where('event_id', '=', eventId)
      .execute();
  }
  return released.length;
}

/**
 * A signed-in registration; undefined when the address holds a seat of this event already. A
 * concurrent one of the same address waits on the unique constraint and then finds it taken.
 */
export async function insertAccountRegistration(
  db: MarketingDb,
  row: { event_id: string; email: string; name: string | null; user_id: string },
): Promise<string | undefined> {
  const inserted = await db
    .insertInto(registrations)
    .values({ ...row, email_added_at: sql<Date>`now()` })
    .onConflict((conflict) => conflict.columns(['event_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** A signed-out registration: a seat without an address, claimable with the token whose hash is kept. */
export async function insertAnonymousRegistration(
  db: MarketingDb,
  eventId: string,
  claimTokenHash: string,
): Promise<string> {
  const { id } = await db
    .insertInto(registrations)
    .values({ event_id: eventId, claim_token_hash: claimTokenHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The signed-out seat this id and token name, still without an address, locked; else undefined. */
export async function findClaimableRegistrationForUpdate(
  db: MarketingDb,
  id: string,
  claimTokenHash: string,
): Promise<EventRegistrationRow | undefined> {
  return db
    .selectFrom(registrations)
    .selectAll()
    .where('id', '=', id)
    .where('claim_token_hash', '=', claimTokenHash)
    .where('email', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Gives the seat its address; false when the address holds a seat of that event already. */
export async function addRegistrationEmail(db: MarketingDb, id: string, email: string): Promise<boolean> {
  const updated = await db
    .updateTable(registrations)
    .set({ email, claim_token_hash: null, email_added_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(`${registrations} as other`)
            .select('other.id')
            .whereRef('other.event_id', '=', `${registrations}.event_id`)
            .where('other.email', '=', email),
        ),
      ),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function deleteRegistration(db: MarketingDb, id: string): Promise<void> {
  await db.deleteFrom(registrations).where('id', '=', id).execute();
}

/**
 * Records a More Info request and says whether the same address asked about the same event within
 * `withinMinutes` (then no second mail goes out). Requests of one address are serialised by a
 * transaction-scoped advisory lock, so two presses at once still send one mail.
 */
export async function recordInformationRequest(
  db: MarketingDb,
  row: { event_id: string; email: string; user_id: string | null },
  withinMinutes: number,
): Promise<{ repeated: boolean }> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`event-info:${row.email}`}, 0))`.execute(db);
  const recent = await db
    .selectFrom(informationRequests)
    .select('id')
    .where('email', '=', row.email)
    .where('event_id', '=', row.event_id)
    .where('requested_at', '>', sql<Date>`now() - make_interval(mins => ${withinMinutes})`)
    .executeTakeFirst();
  await db.insertInto(informationRequests).values(row).execute();
  return { repeated: recent !== undefined };
}
