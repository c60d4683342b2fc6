import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/** `marketing.contact_messages`: every message sent through the contact form. */
export const createContactMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(marketingSchema)
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('organization', 'text')
      .addColumn('interest', 'text', (col) => col.notNull())
      .addColumn('subject', 'text')
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .execute();
    // Finds a repeat of the same message within the last minute.
    await db.schema
      .withSchema(marketingSchema)
      .createIndex('contact_messages_fingerprint_idx')
      .on('contact_messages')
      .columns(['fingerprint', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(marketingSchema).dropTable('contact_messages').execute();
  },
};
