import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

/**
 * Mails per target address, purpose and requesting client: at most this many an hour and a day. Per
 * client, so a stranger spends only their own budget, never the owner's; per address and purpose, so
 * one client cannot flood an inbox (and each kind of link has its own).
 */
export const mailsPerHourLimit = 5;
export const mailsPerDayLimit = 20;

export type MailPurpose = 'verify_email' | 'sign_in' | 'reset_password' | 'change_email';

/** Counts one mail and says whether it may be sent (false once the hour's or the day's budget is spent). */
export async function takeMailAllowance(
  db: IdentityDb,
  budget: { email: string; purpose: MailPurpose; clientKey: string },
): Promise<boolean> {
  const { email, purpose, clientKey } = budget;
  const { rows } = await sql<{ hour_sent: number; day_sent: number }>`
    insert into identity.mail_budgets as b (email, purpose, client_key, hour_sent, day_sent)
    values (${email}, ${purpose}, ${clientKey}, 1, 1)
    on conflict (email, purpose, client_key) do update set
      hour_sent = case when b.hour_started_at < now() - interval '1 hour' then 1 else b.hour_sent + 1 end,
      hour_started_at = case when b.hour_started_at < now() - interval '1 hour' then now() else b.hour_started_at end,
      day_sent = case when b.day_started_at < now() - interval '1 day' then 1 else b.day_sent + 1 end,
      day_started_at = case when b.day_started_at < now() - interval '1 day' then now() else b.day_started_at end
    returning hour_sent, day_sent
  `.execute(db);
  const row = rows[0];
  return row !== undefined && row.hour_sent <= mailsPerHourLimit && row.day_sent <= mailsPerDayLimit;
}
