import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';
import type { NewRoleGrantRow, RoleGrantRow } from './role-grants.table.js';

const outbox = 'payments.role_grant_outbox';

export async function enqueueRoleGrant(db: PaymentsDb, row: NewRoleGrantRow): Promise<void> {
  await db.insertInto(outbox).values(row).execute();
}

/** Due grants in the order they were decided, locked so that two processes never deliver the same one. */
export async function claimDueRoleGrants(db: PaymentsDb, limit: number): Promise<RoleGrantRow[]> {
  return db
    .selectFrom(outbox)
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markRoleGrantDelivered(db: PaymentsDb, id: string): Promise<void> {
  await db
    .updateTable(outbox)
    .set({ status: 'delivered', delivered_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Back-off: 30 s doubling per attempt, capped at one hour. */
export async function markRoleGrantFailed(db: PaymentsDb, row: RoleGrantRow, error: string): Promise<void> {
  const delaySeconds = Math.min(30 * 2 ** row.attempts, 3600);
  await db
    .updateTable(outbox)
    .set({
      attempts: row.attempts + 1,
      last_error: error.slice(0, 500),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where('id', '=', row.id)
    .execute();
}

/** Grants of a deleted account are moot: identity no longer has the user to grant anything to. */
export async function deleteUserRoleGrants(db: PaymentsDb, userId: string): Promise<void> {
  await db.deleteFrom(outbox).where('user_id', '=', userId).execute();
}
