import type { ColumnType } from 'kysely';

export type PlanProvisioningStatus = 'pending' | 'delivered' | 'dead';

/**
 * Plan subscriptions whose state the ratpak service must hear, one row per subscription, set pending
 * in the transaction that changed the state (an outbox: a failed call is retried, never lost). The
 * row carries no state: each delivery sends the subscription as it is at send time. `dead`: ratpak
 * refused it (4xx); audited, not retried until the next change.
 */
export interface PlanProvisioningOutboxTable {
  subscription_id: string;
  status: ColumnType<PlanProvisioningStatus, PlanProvisioningStatus | undefined, PlanProvisioningStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  queued_at: ColumnType<Date, Date | string | undefined, Date | string>;
  delivered_at: ColumnType<Date | null, never, Date | string | null>;
}
