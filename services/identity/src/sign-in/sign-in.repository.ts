import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

/** Attempts within this window count together; reaching a limit locks for one window. */
export const signInFailureWindowMinutes = 15;
/** Attempts per address and client that are checked before the pair locks. */
export const signInFailureLimit = 5;
/** Failures per address from clients that are not known devices of the account, in the same window. */
export const signInAccountCeiling = 50;
/** `client_key` of the per-account ceiling's row. */
export const accountCeilingKey = 'account';

const window = sql.lit(`${signInFailureWindowMinutes} minutes`);

/**
 * Takes one attempt for the address and client before the password is checked, in one statement: of
 * N concurrent attempts at most `limit` get through. True when this one may be checked. The attempt
 * that reaches the limit restarts the window, so the lock lasts a full window after it.
 */
export async function takeSignInAttempt(
  db: IdentityDb,
  email: string,
  clientKey: string,
  limit: number,
): Promise<boolean> {
  const { rows } = await sql<{ attempts: number }>`
    insert into identity.sign_in_attempts as t (email, client_key, attempts, window_started_at)
    values (${email}, ${clientKey}, 1, now())
    on conflict (email, client_key) do update set
      attempts = case when t.window_started_at < now() - ${window}::interval then 1 else t.attempts + 1 end,
      window_started_at = case
        when t.window_started_at < now() - ${window}::interval then now()
        when t.attempts + 1 = ${limit} then now()
        else t.window_started_at end
    returning attempts
  `.execute(db);
  return (rows[0]?.attempts ?? Number.POSITIVE_INFINITY) <= limit;
}

/** A checked attempt that was no failure (the right password) gives its place back. */
export async function returnSignInAttempt(db: IdentityDb, email: string, clientKey: string): Promise<void> {
  await db
    .updateTable('identity.sign_in_attempts')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('email', '=', email)
    .where('client_key', '=', clientKey)
    .execute();
}

/** A successful sign-in clears its client's failures. */
export async function clearSignInAttempts(db: IdentityDb, email: string, clientKey: string): Promise<void> {
  await db
    .deleteFrom('identity.sign_in_attempts')
    .where('email', '=', email)
    .where('client_key', '=', clientKey)
    .execute();
}
