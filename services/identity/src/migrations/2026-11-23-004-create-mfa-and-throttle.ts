import { type Kysely, type Migration, sql } from 'kysely';
import { identitySchema } from '../database.js';

/** `identity.recovery_codes` of TOTP factors and `identity.sign_in_throttle` of failed sign-ins. */
export const createMfaAndThrottle: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await schema
      .createTable('recovery_codes')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('identity.users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await schema.createIndex('recovery_codes_user_id_idx').on('recovery_codes').column('user_id').execute();
    await schema
      .createTable('sign_in_throttle')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await schema.dropTable('sign_in_throttle').execute();
    await schema.dropTable('recovery_codes').execute();
  },
};
