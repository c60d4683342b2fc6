import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

const throttle = 'identity.sign_in_throttle';

/** Failed attempts within this window count together; this many lock the address for the window. */
export const signInFailureWindowMinutes = 15;
export const signInFailureLimit = 5;

/** True while the address is locked after too many failed attempts. */
export async function isSignInLocked(db: IdentityDb, email: string): Promise<boolean> {
  const row = await db
    .selectFrom(throttle)
    .select('email')
    .where('email', '=', email)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a failed attempt (a new window once the last one is over) and locks the address at the limit. */
export async function recordSignInFailure(db: IdentityDb, email: string): Promise<void> {
  const window = sql.lit(`${signInFailureWindowMinutes} minutes`);
  await sql`
    insert into identity.sign_in_throttle as t (email, failures, window_started_at)
    values (${email}, 1, now())
    on conflict (email) do update set
      failures = case when t.window_started_at < now() - ${window}::interval then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < now() - ${window}::interval then now() else t.window_started_at end,
      locked_until = case
        when t.window_started_at >= now() - ${window}::interval and t.failures + 1 >= ${signInFailureLimit}
        then now() + ${window}::interval
        else t.locked_until
      end
  `.execute(db);
}

export async function clearSignInFailures(db: IdentityDb, email: string): Promise<void> {
  await db.deleteFrom(throttle).where('email', '=', email).execute();
}
