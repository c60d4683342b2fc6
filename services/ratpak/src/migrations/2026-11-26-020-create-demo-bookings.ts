import { type Kysely, type Migration, sql } from 'kysely';
import { ratpakSchema } from '../database.js';

/**
 * `ratpak.demo_bookings`: Laser Delight demo slots taken. The unique (date, time) constraint is what
 * makes a slot bookable once, however many presses arrive together; 12:00 is never stored (always
 * unavailable). A booking made signed out has no address until its visitor adds one with the claim
 * token, whose hash only is kept.
 */
export const createDemoBookings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(ratpakSchema)
      .createTable('demo_bookings')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('slot_date', 'date', (col) => col.notNull())
      .addColumn('slot_time', 'text', (col) =>
        col.notNull().check(sql`slot_time in ('09:00', '10:30', '14:00', '15:30', '17:00')`),
      )
      .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.check(sql`char_length(email) <= 254`))
      .addColumn('user_id', 'text')
      .addColumn('claim_token_hash', 'text')
      .addColumn('email_added_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('demo_bookings_slot_key', ['slot_date', 'slot_time'])
      .addCheckConstraint('demo_bookings_reachable', sql`email is not null or claim_token_hash is not null`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(ratpakSchema).dropTable('demo_bookings').execute();
  },
};
