import { type Kysely, type Migration, sql } from 'kysely';
import { identitySchema } from '../database.js';

/** `identity.users`: one row per account; the address is stored lower-cased and unique. */
export const createUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(identitySchema)
      .createTable('users')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
      .addColumn('display_name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('roles', sql`text[]`, (col) =>
        col.notNull().defaultTo(sql`'{}'::text[]`).check(sql`roles <@ array['member', 'admin']::text[]`),
      )
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('password_changed_at', 'timestamptz')
      .addColumn('totp_secret', 'text')
      .addColumn('totp_pending_secret', 'text')
      .addColumn('totp_enabled_at', 'timestamptz')
      .addColumn('totp_last_step', 'bigint')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(identitySchema).dropTable('users').execute();
  },
};
