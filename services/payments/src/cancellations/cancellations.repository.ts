import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';
import type { SubscriptionCancellationRow } from './cancellations.table.js';

const cancellations = 'payments.subscription_cancellations';

/** Back-off: 30 s doubling per attempt, capped at one hour. */
const retryAfter = (attempts: number) =>
  sql<Date>`now() + make_interval(secs => ${Math.min(30 * 2 ** (attempts - 1), 3600)})`;

/** Queues a cancellation whose first attempt failed with `error`; a repeat for the same subscription is kept once. */
export async function queueCancellation(db: PaymentsDb, providerSubscriptionId: string, error: string) {
  await db
    .insertInto(cancellations)
    .values({
      provider_subscription_id: providerSubscriptionId,
      attempts: 1,
      last_error: error.slice(0, 500),
      next_attempt_at: retryAfter(1),
    })
    .onConflict((conflict) => conflict.column('provider_subscription_id').doNothing())
    .execute();
}

export async function listDueCancellations(db: PaymentsDb, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(cancellations)
    .select('provider_subscription_id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.provider_subscription_id);
}

/** The cancellation if it is still pending and due, locked; undefined when another process has it. */
export async function lockDueCancellation(
  db: PaymentsDb,
  providerSubscriptionId: string,
): Promise<SubscriptionCancellationRow | undefined> {
  return db
    .selectFrom(cancellations)
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function markCancellationDone(db: PaymentsDb, providerSubscriptionId: string): Promise<void> {
  await db
    .updateTable(cancellations)
    .set({ status: 'done', done_at: sql<Date>`now()` })
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .execute();
}

export async function markCancellationFailed(
  db: PaymentsDb,
  row: SubscriptionCancellationRow,
  error: string,
): Promise<void> {
  await db
    .updateTable(cancellations)
    .set({
      attempts: row.attempts + 1,
      last_error: error.slice(0, 500),
      next_attempt_at: retryAfter(row.attempts + 1),
    })
    .where('provider_subscription_id', '=', row.provider_subscription_id)
    .execute();
}
