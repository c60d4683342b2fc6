import { type Kysely, type Migration, sql } from 'kysely';
import { productsSchema } from '../database.js';

/** `products.access_requests`: the early-access gate's requests, one per address and page a day. */
export const createAccessRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(productsSchema)
      .createTable('access_requests')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('company', 'text')
      .addColumn('interest_level', 'text', (col) =>
        col.notNull().check(sql`interest_level in ('high', 'medium', 'low')`),
      )
      // The spec's three pages and pinnipedlink, whose gate the spec does not show; ratpak's are elsewhere.
      .addColumn('product_page', 'text', (col) =>
        col.notNull().check(sql`product_page in ('products', 'equinelink', 'pawlink', 'pinnipedlink')`),
      )
      .addColumn('message', 'text')
      .execute();
    // Finds a repeat of the same address and page within the day.
    await sql`create index access_requests_repeat_idx
              on ${sql.table(`${productsSchema}.access_requests`)} (lower(email), product_page, created_at)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(productsSchema).dropTable('access_requests').execute();
  },
};
