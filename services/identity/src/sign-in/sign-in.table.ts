import type { ColumnType } from 'kysely';

/**
 * Failed password sign-ins per address, whether or not it has an account (so throttling reveals
 * nothing), shared by every process through the database.
 */
export interface SignInThrottleTable {
  email: string;
  failures: number;
  window_started_at: ColumnType<Date, Date | undefined, Date>;
  locked_until: Date | null;
}
