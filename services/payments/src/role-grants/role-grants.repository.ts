import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';
import type { NewRoleGrantRow, RoleGrantRow } from './role-grants.table.js';

const outbox = 'payments.role_grant_outbox';

export async function enqueueRoleGrant(db: PaymentsDb, row: NewRoleGrantRow): Promise<void> {
  await db.insertInto(outbox).values(row).execute();
}

/** Users with a pending row that is due, the longest waiting first. */
export async function listUsersWithDueRoleGrants(db: PaymentsDb, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(outbox)
    .select('user_id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .groupBy('user_id')
    .orderBy(sql`min(created_at)`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Takes the user's delivery lock until the transaction ends; false when another process holds it.
 * One sender per user keeps identity hearing the user's states in the order they were read.
 */
export async function tryLockUserRoleGrants(db: PaymentsDb, userId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${`payments.role-grant:${userId}`}, 0)) as locked
  `.execute(db);
  return rows[0]?.locked === true;
}

/** The user's pending rows, oldest first, or none when none of them is due (it is backing off). */
export async function pendingUserRoleGrants(db: PaymentsDb, userId: string): Promise<RoleGrantRow[]> {
  const rows = await db
    .selectFrom(outbox)
    .selectAll()
    .select(sql<boolean>`next_attempt_at <= now()`.as('due'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  return rows.some((row) => row.due) ? rows : [];
}

export async function markRoleGrantsDelivered(db: PaymentsDb, ids: string[]): Promise<void> {
  await db
    .updateTable(outbox)
    .set({ status: 'delivered', delivered_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
}

/** Identity refused the user's state (4xx): retrying would be refused again. */
export async function markRoleGrantsDead(db: PaymentsDb, ids: string[], error: string): Promise<void> {
  await db
    .updateTable(outbox)
    .set({ status: 'dead', last_error: error.slice(0, 500) })
    .where('id', 'in', ids)
    .execute();
}

/** Back-off for the user's rows: 30 s doubling per attempt, capped at one hour. */
export async function markRoleGrantsFailed(
  db: PaymentsDb,
  rows: RoleGrantRow[],
  error: string,
): Promise<void> {
  const attempts = Math.max(...rows.map((row) => row.attempts));
  const delaySeconds = Math.min(30 * 2 ** attempts, 3600);
  await db
    .updateTable(outbox)
    .set({
      attempts: attempts + 1,
      last_error: error.slice(0, 500),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}

/** Grants of a deleted account are moot: identity no longer has the user to grant anything to. */
export async function deleteUserRoleGrants(db: PaymentsDb, userId: string): Promise<void> {
  await db.deleteFrom(outbox).where('user_id', '=', userId).execute();
}
