import { type Kysely, type Migration, sql } from 'kysely';
import { identitySchema } from '../database.js';

/**
 * Issue 22: second-factor challenges, known devices, sign-in failures per client and account, mail
 * budgets per address, purpose and client, the admin bootstrap link and its session.
 */
export const accountsUnderAttack: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await sql`alter table identity.email_links drop constraint if exists email_links_purpose_check`.execute(
      db,
    );
    await sql`
      alter table identity.email_links add constraint email_links_purpose_check
      check (purpose in ('verify_email', 'sign_in', 'reset_password', 'change_email', 'admin_bootstrap'))
    `.execute(db);
    await schema.alterTable('email_links').addColumn('device_hash', 'text').execute();
    // Confirming an address now voids its other verification links; so for those confirmed before.
    await sql`
      update identity.email_links set used_at = now()
      where purpose = 'verify_email' and used_at is null
        and user_id in (select id from identity.users where email_verified_at is not null)
    `.execute(db);
    await schema
      .alterTable('sessions')
      .addColumn('admin_bootstrap', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
    await schema
      .createTable('mfa_challenges')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('identity.users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await schema.createIndex('mfa_challenges_user_id_idx').on('mfa_challenges').column('user_id').execute();
    await schema
      .createTable('mfa_throttle')
      .addColumn('user_id', 'uuid', (col) =>
        col.primaryKey().references('identity.users.id').onDelete('cascade'),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await schema
      .createTable('known_devices')
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('identity.users.id').onDelete('cascade'),
      )
      .addColumn('device_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('known_devices_pkey', ['user_id', 'device_hash'])
      .execute();
    await schema.dropTable('sign_in_throttle').execute();
    await schema
      .createTable('sign_in_attempts')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('client_key', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('sign_in_attempts_pkey', ['email', 'client_key'])
      .execute();
    await schema.dropTable('mail_throttle').execute();
    await schema
      .createTable('mail_budgets')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('client_key', 'text', (col) => col.notNull())
      .addColumn('hour_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('hour_sent', 'integer', (col) => col.notNull())
      .addColumn('day_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('day_sent', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('mail_budgets_pkey', ['email', 'purpose', 'client_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(identitySchema);
    await schema.dropTable('mail_budgets').execute();
    await schema
      .createTable('mail_throttle')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('sent', 'integer', (col) => col.notNull())
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await schema.dropTable('sign_in_attempts').execute();
    await schema
      .createTable('sign_in_throttle')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .execute();
    await schema.dropTable('known_devices').execute();
    await schema.dropTable('mfa_throttle').execute();
    await schema.dropTable('mfa_challenges').execute();
    await schema.alterTable('sessions').dropColumn('admin_bootstrap').execute();
    await schema.alterTable('email_links').dropColumn('device_hash').execute();
    await sql`delete from identity.email_links where purpose = 'admin_bootstrap'`.execute(db);
    await sql`alter table identity.email_links drop constraint email_links_purpose_check`.execute(db);
    await sql`
      alter table identity.email_links add constraint email_links_purpose_check
      check (purpose in ('verify_email', 'sign_in', 'reset_password', 'change_email'))
    `.execute(db);
  },
};
