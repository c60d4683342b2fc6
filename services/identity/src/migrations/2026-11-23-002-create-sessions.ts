import { type Kysely, type Migration, sql } from 'kysely';
import { identitySchema } from '../database.js';

/** `identity.sessions` (one per signed-in device) and their rotating `identity.refresh_tokens`. */
export const createSessions: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await schema
      .createTable('sessions')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('identity.users.id').onDelete('cascade'),
      )
      .addColumn('aal', 'text', (col) => col.notNull().defaultTo('aal1').check(sql`aal in ('aal1', 'aal2')`))
      .addColumn('user_agent', 'text')
      .addColumn('ip_address', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('revoked_reason', 'text')
      .execute();
    await schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
    await schema
      .createTable('refresh_tokens')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('session_id', 'uuid', (col) =>
        col.notNull().references('identity.sessions.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('rotated_at', 'timestamptz')
      .execute();
    await schema
      .createIndex('refresh_tokens_session_id_idx')
      .on('refresh_tokens')
      .column('session_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await schema.dropTable('refresh_tokens').execute();
    await schema.dropTable('sessions').execute();
  },
};
