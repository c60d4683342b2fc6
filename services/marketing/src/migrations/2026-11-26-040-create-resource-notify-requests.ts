import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/** `marketing.resource_notify_requests`: Notify Me of signed-in visitors, one per account and document. */
export const createResourceNotifyRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(marketingSchema)
      .createTable('resource_notify_requests')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('resource_notify_requests_user_item_key', ['user_id', 'item_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(marketingSchema).dropTable('resource_notify_requests').execute();
  },
};
