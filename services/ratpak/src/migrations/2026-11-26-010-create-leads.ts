import { type Kysely, type Migration, sql } from 'kysely';
import { ratpakSchema } from '../database.js';

/**
 * `ratpak.leads`: the Laser Delight demo requests and Soil Whisperer trial requests, each with its proof
 * of consent (when, on which page, from which client, the exact text shown). The checks repeat the
 * contract's limits, so no other writer can store what the forms refuse.
 */
export const createLeads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(ratpakSchema)
      .createTable('leads')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('laser-delight', 'soil-whisperer')`),
      )
      .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 1 and 100`))
      .addColumn('email', 'text', (col) => col.notNull().check(sql`char_length(email) <= 254`))
      .addColumn('company', 'text', (col) => col.notNull().check(sql`char_length(company) between 1 and 200`))
      .addColumn('role', 'text')
      .addColumn('phone', 'text', (col) => col.check(sql`char_length(phone) <= 40`))
      .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('consented_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('source_page', 'text', (col) => col.notNull())
      .addColumn('ip_address', 'text', (col) => col.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('consent_text', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .withSchema(ratpakSchema)
      .createIndex('leads_fingerprint_recent')
      .on('leads')
      .columns(['fingerprint', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(ratpakSchema).dropTable('leads').execute();
  },
};
