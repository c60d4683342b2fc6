import type { SubscriptionStatus } from '@gbc/contracts/payments';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A monthly donation, a plan or a yearly membership, created by the checkout that started it. */
export interface SubscriptionTable {
  id: Generated<string>;
  checkout_id: string;
  provider_subscription_id: string;
  provider_customer_id: string;
  user_id: string | null;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  created_at: ColumnType<Date, never, never>;
  cancelled_at: ColumnType<Date | null, never, Date | string | null>;
  /** When a plan's free trial ends and its first charge falls due; null without a trial. */
  trial_ends_at: ColumnType<Date | null, Date | string | null | undefined, never>;
}

export type SubscriptionRow = Selectable<SubscriptionTable>;
export type NewSubscriptionRow = Insertable<SubscriptionTable>;

/** A later period of a subscription, charged by the provider (the first period is the checkout itself). */
export interface RenewalTable {
  id: Generated<string>;
  subscription_id: string;
  provider_invoice_id: string;
  /** Minor units, as the provider charged them. */
  amount: number;
  currency: string;
  paid_at: ColumnType<Date, never, never>;
  refunded_at: ColumnType<Date | null, never, Date | string | null>;
}

export type RenewalRow = Selectable<RenewalTable>;
