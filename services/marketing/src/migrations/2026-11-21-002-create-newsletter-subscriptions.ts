import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/** `marketing.newsletter_subscriptions`: one row per (lower-cased) address, from any sign-up form. */
export const createNewsletterSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(marketingSchema)
      .createTable('newsletter_subscriptions')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
      .addColumn('name', 'text')
      .addColumn('source_page', 'text', (col) => col.notNull())
      .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(marketingSchema).dropTable('newsletter_subscriptions').execute();
  },
};
