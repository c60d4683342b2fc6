import type { ColumnType, Selectable } from 'kysely';

export type CancellationStatus = 'pending' | 'done';

/**
 * A subscription to cancel at the provider because its account was deleted, written in the
 * pseudonymisation's transaction when the provider could not be reached then (an outbox: retried
 * with back-off until the provider confirms, never given up).
 */
export interface SubscriptionCancellationTable {
  provider_subscription_id: string;
  status: ColumnType<CancellationStatus, never, CancellationStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: ColumnType<Date, never, never>;
  done_at: ColumnType<Date | null, never, Date | string | null>;
}

export type SubscriptionCancellationRow = Selectable<SubscriptionCancellationTable>;
