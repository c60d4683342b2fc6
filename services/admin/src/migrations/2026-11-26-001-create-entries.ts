import { type Kysely, type Migration, sql } from 'kysely';
import { adminSchema } from '../database.js';

/** `admin.entries`: what the admin page lists. */
export const createEntries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(adminSchema)
      .createTable('entries')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(adminSchema).dropTable('entries').execute();
  },
};
