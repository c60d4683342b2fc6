import type { ColumnType } from 'kysely';

/**
 * Mails sent per target address, purpose and requesting client, in the current hour and day, whether
 * or not the address has an account (so the budget reveals nothing). Shared by every process.
 */
export interface MailBudgetTable {
  email: string;
  purpose: string;
  client_key: string;
  hour_started_at: ColumnType<Date, Date | undefined, Date>;
  hour_sent: number;
  day_started_at: ColumnType<Date, Date | undefined, Date>;
  day_sent: number;
}
