import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/** `payments.webhook_events`: verified provider events by id, so each is processed once. */
export const createWebhookEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(paymentsSchema)
      .createTable('webhook_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('object_id', 'text')
      .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('webhook_events').execute();
  },
};
