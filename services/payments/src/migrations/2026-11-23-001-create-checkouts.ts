import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/** `payments.checkouts`: one row per checkout started, settled by the provider's events. */
export const createCheckouts: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('checkouts')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('donation', 'product', 'membership')`),
      )
      .addColumn('item', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency in ('usd', 'aud')`))
      .addColumn('interval', 'text', (col) => col.check(sql`interval in ('month', 'year')`))
      .addColumn('user_id', 'text')
      .addColumn('email', 'text')
      .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('stripe', 'local')`))
      .addColumn('provider_session_id', 'text', (col) => col.notNull().unique())
      .addColumn('provider_payment_intent_id', 'text')
      .addColumn('provider_customer_id', 'text')
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'paid', 'failed', 'expired', 'refunded')`),
      )
      .addColumn('provider_checked_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('paid_at', 'timestamptz')
      .execute();
    // A member's payments, newest first (/account).
    await schema
      .createIndex('checkouts_user_id_idx')
      .on('checkouts')
      .columns(['user_id', 'created_at desc'])
      .execute();
    // Reconciliation: pending sessions, oldest first.
    await schema
      .createIndex('checkouts_pending_idx')
      .on('checkouts')
      .column('created_at')
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    // Refunds name the payment intent.
    await schema
      .createIndex('checkouts_payment_intent_idx')
      .on('checkouts')
      .column('provider_payment_intent_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('checkouts').execute();
  },
};
