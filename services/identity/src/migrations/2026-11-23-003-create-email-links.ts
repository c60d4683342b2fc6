import { type Kysely, type Migration, sql } from 'kysely';
import { identitySchema } from '../database.js';

/** `identity.email_links`: single-use, expiring links (verify, sign in, reset password, change e-mail). */
export const createEmailLinks: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await schema
      .createTable('email_links')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('identity.users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose in ('verify_email', 'sign_in', 'reset_password', 'change_email')`),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('new_email', 'text', (col) => col.check(sql`new_email = lower(new_email)`))
      .addColumn('password_hash', 'text')
      .addColumn('display_name', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await schema.createIndex('email_links_user_id_idx').on('email_links').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(identitySchema).dropTable('email_links').execute();
  },
};
