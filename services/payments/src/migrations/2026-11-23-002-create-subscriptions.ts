import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/** `payments.subscriptions`: monthly donations and yearly memberships, one per paid checkout. */
export const createSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('subscriptions')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('checkout_id', 'uuid', (col) =>
        col.notNull().unique().references(`${paymentsSchema}.checkouts.id`),
      )
      .addColumn('provider_subscription_id', 'text', (col) => col.notNull().unique())
      .addColumn('provider_customer_id', 'text', (col) => col.notNull())
      .addColumn('user_id', 'text')
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('active').check(sql`status in ('active', 'cancelled')`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('cancelled_at', 'timestamptz')
      .execute();
    await schema.createIndex('subscriptions_user_id_idx').on('subscriptions').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('subscriptions').execute();
  },
};
