import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/**
 * `payments.subscription_cancellations`: subscriptions a deleted account left, to be cancelled at the
 * provider; retried with back-off until the provider confirms, so a cancellation is never lost.
 */
export const createSubscriptionCancellations: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('subscription_cancellations')
      .addColumn('provider_subscription_id', 'text', (col) => col.primaryKey())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'done')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('done_at', 'timestamptz')
      .execute();
    await schema
      .createIndex('subscription_cancellations_pending_idx')
      .on('subscription_cancellations')
      .column('next_attempt_at')
      .where(sql.ref('status'), '=', 'pending')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('subscription_cancellations').execute();
  },
};
