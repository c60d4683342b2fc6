import type { ColumnType, Insertable, Selectable } from 'kysely';

/**
 * A paid subscription invoice and the payment that paid it. Stripe tells them apart (`invoice.paid`
 * names the subscription, `invoice_payment.paid` the payment), in either order, so each fills its part.
 */
export interface InvoiceTable {
  provider_invoice_id: string;
  provider_subscription_id: string | null;
  /** `subscription_create`: the checkout's own first payment; `subscription_cycle`: a renewal. */
  billing_reason: string | null;
  provider_payment_intent_id: string | null;
  /** Only for a payment made without a payment intent. */
  provider_charge_id: string | null;
  refunded_at: ColumnType<Date | null, never, Date | string | null>;
  created_at: ColumnType<Date, never, never>;
}

export type InvoiceRow = Selectable<InvoiceTable>;
export type NewInvoiceRow = Insertable<InvoiceTable>;
