import { type Kysely, type Migration, sql } from 'kysely';
import { ratpakSchema } from '../database.js';

/** `ratpak.trials`: Soil Whisperer plan subscriptions, provisioned when their free trial starts. */
export const createTrials: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(ratpakSchema)
      .createTable('trials')
      .addColumn('subscription_id', 'uuid', (col) => col.primaryKey())
      .addColumn('checkout_id', 'uuid', (col) => col.notNull())
      .addColumn('plan_id', 'text', (col) =>
        col.notNull().check(sql`plan_id in ('soil-scout', 'soil-harvest')`),
      )
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('trialing', 'active', 'cancelled')`),
      )
      .addColumn('trial_ends_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(ratpakSchema).dropTable('trials').execute();
  },
};
