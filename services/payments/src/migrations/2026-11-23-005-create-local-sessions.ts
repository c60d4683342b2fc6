import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/** `payments.local_sessions`: the local checkout provider's sessions (used when no Stripe key is set). */
export const createLocalSessions: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('local_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('checkout_id', 'uuid', (col) => col.notNull())
      .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('payment', 'subscription')`))
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('interval', 'text')
      .addColumn('customer_email', 'text')
      .addColumn('success_url', 'text', (col) => col.notNull())
      .addColumn('cancel_url', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('open').check(sql`status in ('open', 'complete', 'expired')`),
      )
      .addColumn('customer_id', 'text')
      .addColumn('subscription_id', 'text', (col) => col.unique())
      .addColumn('payment_intent_id', 'text')
      .addColumn('subscription_cancelled_at', 'timestamptz')
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('local_sessions').execute();
  },
};
