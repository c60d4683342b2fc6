import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/**
 * `payments.invoices`: each paid subscription invoice and the payment that paid it (Stripe gives a
 * subscription's payments through its invoices, not through the checkout), so refunds find their
 * subscription. Renewals and the local provider's sessions can be refunded too.
 */
export const recordInvoicePayments: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('invoices')
      .addColumn('provider_invoice_id', 'text', (col) => col.primaryKey())
      .addColumn('provider_subscription_id', 'text')
      .addColumn('billing_reason', 'text')
      .addColumn('provider_payment_intent_id', 'text')
      .addColumn('provider_charge_id', 'text')
      .addColumn('refunded_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await schema
      .createIndex('invoices_payment_intent_idx')
      .on('invoices')
      .column('provider_payment_intent_id')
      .execute();
    await schema.createIndex('invoices_charge_idx').on('invoices').column('provider_charge_id').execute();
    await schema.alterTable('renewals').addColumn('refunded_at', 'timestamptz').execute();
    await schema
      .alterTable('local_sessions')
      .addColumn('invoice_id', 'text')
      .addColumn('refunded_at', 'timestamptz')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema.alterTable('local_sessions').dropColumn('invoice_id').dropColumn('refunded_at').execute();
    await schema.alterTable('renewals').dropColumn('refunded_at').execute();
    await schema.dropTable('invoices').execute();
  },
};
