import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';
import type { InvoiceRow, NewInvoiceRow } from './invoices.table.js';

const invoices = 'payments.invoices';

/** Records what is known of an invoice, keeping what an earlier event of the other kind recorded. */
export async function upsertInvoice(db: PaymentsDb, row: NewInvoiceRow): Promise<void> {
  await db
    .insertInto(invoices)
    .values(row)
    .onConflict((conflict) =>
      conflict.column('provider_invoice_id').doUpdateSet((eb) => ({
        provider_subscription_id: eb.fn.coalesce(
          'excluded.provider_subscription_id',
          `${invoices}.provider_subscription_id`,
        ),
        billing_reason: eb.fn.coalesce('excluded.billing_reason', `${invoices}.billing_reason`),
        provider_payment_intent_id: eb.fn.coalesce(
          'excluded.provider_payment_intent_id',
          `${invoices}.provider_payment_intent_id`,
        ),
        provider_charge_id: eb.fn.coalesce('excluded.provider_charge_id', `${invoices}.provider_charge_id`),
      })),
    )
    .execute();
}

/** The invoice a refunded payment paid, locked for the refund; by payment intent, or by charge without one. */
export async function lockInvoiceByPayment(
  db: PaymentsDb,
  payment: { paymentIntentId: string | null; chargeId: string },
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom(invoices)
    .selectAll()
    .where((eb) =>
      payment.paymentIntentId
        ? eb('provider_payment_intent_id', '=', payment.paymentIntentId)
        : eb('provider_charge_id', '=', payment.chargeId),
    )
    .forUpdate()
    .executeTakeFirst();
}

export async function markInvoiceRefunded(db: PaymentsDb, id: string): Promise<void> {
  await db
    .updateTable(invoices)
    .set({ refunded_at: sql<Date>`now()` })
    .where('provider_invoice_id', '=', id)
    .execute();
}
