import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/**
 * Event registrations (one seat each, one per address and event), the seats taken per event (the
 * row a registration locks, so the last seat goes to one of two concurrent presses), and More Info
 * requests (kept so that repeats within minutes send no second mail).
 */
export const createEventRegistrations: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema
      .createTable('event_registrations')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('event_id', 'text', (col) => col.notNull())
      // Null for a seat taken signed out until the visitor adds an address.
      .addColumn('email', 'text', (col) => col.check(sql`email = lower(email)`))
      .addColumn('name', 'text')
      .addColumn('user_id', 'text')
      // SHA-256 of the token the signed-out visitor's browser holds; cleared once an address is added.
      .addColumn('claim_token_hash', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('email_added_at', 'timestamptz')
      .addUniqueConstraint('event_registrations_event_id_email_key', ['event_id', 'email'])
      .execute();
    await schema
      .createTable('event_seats')
      .addColumn('event_id', 'text', (col) => col.primaryKey())
      .addColumn('taken', 'integer', (col) => col.notNull().check(sql`taken >= 0`))
      .execute();
    await schema
      .createTable('event_information_requests')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('event_id', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
      .addColumn('user_id', 'text')
      .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await schema
      .createIndex('event_information_requests_email_event_idx')
      .on('event_information_requests')
      .columns(['email', 'event_id', 'requested_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema.dropTable('event_information_requests').execute();
    await schema.dropTable('event_seats').execute();
    await schema.dropTable('event_registrations').execute();
  },
};
