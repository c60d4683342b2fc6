import { type Kysely, type Migration, sql } from 'kysely';
import { identitySchema } from '../database.js';

/** `identity.mail_throttle`: mails sent per target address, for the per-address limit. */
export const createMailThrottle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(identitySchema)
      .createTable('mail_throttle')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('sent', 'integer', (col) => col.notNull())
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(identitySchema).dropTable('mail_throttle').execute();
  },
};
