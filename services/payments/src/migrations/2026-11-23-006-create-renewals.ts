import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/** `payments.renewals`: each later period a subscription was charged for (Stripe's `invoice.paid`). */
export const createRenewals: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('renewals')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('subscription_id', 'uuid', (col) =>
        col.notNull().references(`${paymentsSchema}.subscriptions.id`),
      )
      .addColumn('provider_invoice_id', 'text', (col) => col.notNull().unique())
      .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('paid_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await schema
      .createIndex('renewals_subscription_id_idx')
      .on('renewals')
      .column('subscription_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('renewals').execute();
  },
};
