import type { BillingInterval, PaymentCurrency } from '@gbc/contracts/payments';
import type { ColumnType, Insertable, Selectable } from 'kysely';

export type LocalSessionStatus = 'open' | 'complete' | 'expired';

/** The local provider's own record of a checkout session: what Stripe keeps on its side. */
export interface LocalSessionTable {
  id: string;
  checkout_id: string;
  mode: 'payment' | 'subscription';
  description: string;
  amount: number;
  currency: PaymentCurrency;
  interval: BillingInterval | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  status: ColumnType<LocalSessionStatus, LocalSessionStatus | undefined, LocalSessionStatus>;
  customer_id: string | null;
  subscription_id: string | null;
  /** The one-off payment's intent, or in subscription mode the first invoice's (never on the session). */
  payment_intent_id: string | null;
  /** Subscription mode: the first invoice, which carries the payment. */
  invoice_id: string | null;
  /** Days of free trial: Pay then charges nothing, until the trial ends (or End trial now). */
  trial_days: ColumnType<number | null, number | null | undefined, never>;
  trial_ended_at: ColumnType<Date | null, never, Date | string | null>;
  refunded_at: ColumnType<Date | null, never, Date | string | null>;
  subscription_cancelled_at: ColumnType<Date | null, never, Date | string | null>;
  expires_at: ColumnType<Date, Date | string, never>;
  created_at: ColumnType<Date, never, never>;
}

export type LocalSessionRow = Selectable<LocalSessionTable>;
export type NewLocalSessionRow = Insertable<LocalSessionTable>;
