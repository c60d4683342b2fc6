import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

/**
 * At most this many sign-up, sign-in-link and password-reset mails go to one address per window,
 * however many client addresses ask: per-client rate limits alone let a botnet flood one inbox.
 */
export const mailsPerAddressLimit = 5;
export const mailWindowMinutes = 60;

/** Counts one mail to `email` and says whether it may be sent (false once the window's budget is spent). */
export async function takeMailAllowance(db: IdentityDb, email: string): Promise<boolean> {
  const window = sql.lit(`${mailWindowMinutes} minutes`);
  const { rows } = await sql<{ sent: number }>`
    insert into identity.mail_throttle as t (email, sent, window_started_at)
    values (${email}, 1, now())
    on conflict (email) do update set
      sent = case when t.window_started_at < now() - ${window}::interval then 1 else t.sent + 1 end,
      window_started_at = case when t.window_started_at < now() - ${window}::interval then now() else t.window_started_at end
    returning sent
  `.execute(db);
  return (rows[0]?.sent ?? Number.POSITIVE_INFINITY) <= mailsPerAddressLimit;
}
