import { type Kysely, type Migration, sql } from 'kysely';
import { ratpakSchema } from '../database.js';

/** `ratpak.access_requests`: the early-access gate's requests for /ratpak, one per address a day. */
export const createAccessRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(ratpakSchema)
      .createTable('access_requests')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('company', 'text')
      .addColumn('interest_level', 'text', (col) =>
        col.notNull().check(sql`interest_level in ('high', 'medium', 'low')`),
      )
      // The gate on /ratpak is for the product 'ratpak' (spec 2 §2); the other pages are the products service's.
      .addColumn('product_page', 'text', (col) => col.notNull().check(sql`product_page = 'ratpak'`))
      .addColumn('message', 'text')
      .execute();
    await sql`create index access_requests_repeat_idx
              on ${sql.table(`${ratpakSchema}.access_requests`)} (lower(email), created_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(ratpakSchema).dropTable('access_requests').execute();
  },
};
