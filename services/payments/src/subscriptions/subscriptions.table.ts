import type { SubscriptionStatus } from '@gbc/contracts/payments';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A monthly donation or a yearly membership, created by the checkout that started it. */
export interface SubscriptionTable {
  id: Generated<string>;
  checkout_id: string;
  provider_subscription_id: string;
  provider_customer_id: string;
  user_id: string | null;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  created_at: ColumnType<Date, never, never>;
  cancelled_at: ColumnType<Date | null, never, Date | string | null>;
}

export type SubscriptionRow = Selectable<SubscriptionTable>;
export type NewSubscriptionRow = Insertable<SubscriptionTable>;
