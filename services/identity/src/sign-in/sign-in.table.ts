import type { ColumnType } from 'kysely';

/**
 * Password sign-in attempts per address and client (a known device, else a network), whether or not
 * the address has an account (so throttling reveals nothing); `client_key` `account` is the looser
 * per-account ceiling for clients that are not known devices. Shared by every process through the database.
 */
export interface SignInAttemptTable {
  email: string;
  client_key: string;
  attempts: number;
  /** Restarts when the window is over, and at the attempt that reaches the limit: the lock lasts a window. */
  window_started_at: ColumnType<Date, Date | undefined, Date>;
}
