import { type Kysely, type Migration, sql } from 'kysely';
import { ratpakSchema } from '../database.js';

/** `ratpak.entries`: what the ratpak page lists. */
export const createEntries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(ratpakSchema)
      .createTable('entries')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(ratpakSchema).dropTable('entries').execute();
  },
};
