import type { ColumnType } from 'kysely';

/**
 * Mails sent per target address in the current window, whether or not the address has an account
 * (so the limit reveals nothing), shared by every process through the database.
 */
export interface MailThrottleTable {
  email: string;
  sent: number;
  window_started_at: ColumnType<Date, Date | undefined, Date>;
}
