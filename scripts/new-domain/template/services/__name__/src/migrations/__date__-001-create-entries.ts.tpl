import { type Kysely, type Migration, sql } from 'kysely';
import { __name__Schema } from '../database.js';

/** `__name__.entries`: what the __name__ page lists. */
export const createEntries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(__name__Schema)
      .createTable('entries')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(__name__Schema).dropTable('entries').execute();
  },
};
