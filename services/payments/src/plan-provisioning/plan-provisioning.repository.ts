import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';

const outbox = 'payments.plan_provisioning_outbox';

/** Marks the subscription's state as to be sent (again), due now. */
export async function enqueuePlanProvisioning(db: PaymentsDb, subscriptionId: string): Promise<void> {
  await db
    .insertInto(outbox)
    .values({ subscription_id: subscriptionId })
    .onConflict((conflict) =>
      conflict.column('subscription_id').doUpdateSet({
        status: 'pending',
        attempts: 0,
        last_error: null,
        next_attempt_at: sql<Date>`now()`,
        queued_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Subscriptions with a due pending row, the longest waiting first. */
export async function listDuePlanProvisioning(db: PaymentsDb, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(outbox)
    .select('subscription_id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('queued_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.subscription_id);
}

/**
 * The due row, locked until the transaction ends; undefined when another process is sending it or it
 * is no longer due. A change meanwhile waits on the lock and sets the row pending again afterwards.
 */
export async function lockDuePlanProvisioning(db: PaymentsDb, subscriptionId: string) {
  return db
    .selectFrom(outbox)
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function markPlanProvisioningDelivered(db: PaymentsDb, subscriptionId: string): Promise<void> {
  await db
    .updateTable(outbox)
    .set({ status: 'delivered', delivered_at: sql<Date>`now()` })
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

export async function markPlanProvisioningDead(
  db: PaymentsDb,
  subscriptionId: string,
  error: string,
): Promise<void> {
  await db
    .updateTable(outbox)
    .set({ status: 'dead', last_error: error.slice(0, 500) })
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/** Back-off: 30 s doubling per attempt, capped at one hour. */
export async function markPlanProvisioningFailed(
  db: PaymentsDb,
  subscriptionId: string,
  attempts: number,
  error: string,
): Promise<void> {
  const delaySeconds = Math.min(30 * 2 ** attempts, 3600);
  await db
    .updateTable(outbox)
    .set({
      attempts: attempts + 1,
      last_error: error.slice(0, 500),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where('subscription_id', '=', subscriptionId)
    .execute();
}
