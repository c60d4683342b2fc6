import { type Kysely, type Migration, sql } from 'kysely';
import { adminSchema } from '../database.js';

/**
 * Durable personal-data requests (export, erase): one row per request and one per service asked,
 * retried per service until it confirms. `admin.keys` holds the key of the address hash the audit log
 * uses. The outbox functions run with their owner's (the migrator's) rights, since services may only
 * insert into `mail.outbox`; only the admin role reaches them, as only it has usage on this schema.
 */
export const createPrivacyRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(adminSchema)
      .createTable('privacy_requests')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('export', 'erase')`))
      .addColumn('email', 'text', (col) => col.check(sql`char_length(email) <= 254`))
      .addColumn('subject_hash', 'text', (col) => col.notNull())
      .addColumn('requested_by', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('completed_at', 'timestamptz')
      // An erasure forgets the address once complete; until then the steps need it.
      .addCheckConstraint(
        'privacy_erasure_forgets',
        sql`kind <> 'erase' or completed_at is null or email is null`,
      )
      .execute();
    await db.schema
      .withSchema(adminSchema)
      .createIndex('privacy_requests_subject')
      .on('privacy_requests')
      .column('subject_hash')
      .execute();
    await db.schema
      .withSchema(adminSchema)
      .createTable('privacy_request_steps')
      .addColumn('request_id', 'uuid', (col) =>
        col.notNull().references(`${adminSchema}.privacy_requests.id`).onDelete('cascade'),
      )
      .addColumn('service', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`state in ('pending', 'done', 'not-held')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('result', 'jsonb')
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('lease_until', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('privacy_request_steps_pkey', ['request_id', 'service'])
      .execute();
    await db.schema
      .withSchema(adminSchema)
      .createIndex('privacy_request_steps_due')
      .on('privacy_request_steps')
      .column('next_attempt_at')
      .where(sql.ref('state'), '=', 'pending')
      .execute();
    await db.schema
      .withSchema(adminSchema)
      .createTable('keys')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
    await sql`
      create function admin.outbox_mail_of(p_email text) returns setof jsonb
      language sql stable security definer set search_path = pg_catalog, pg_temp as $$
        select jsonb_build_object('created_at', created_at, 'to_address', to_address, 'reply_to', reply_to,
                                  'subject', subject, 'template', template, 'status', status, 'sent_at', sent_at)
        from mail.outbox
        where lower(to_address) = lower(p_email) or lower(reply_to) = lower(p_email)
           or strpos(lower(text_body), lower(p_email)) > 0 or strpos(lower(coalesce(html_body, '')), lower(p_email)) > 0
        order by created_at
      $$
    `.execute(db);
    // Whole messages go: to the address, replying to it, or quoting it in their body.
    await sql`
      create function admin.erase_outbox_mail(p_email text) returns integer
      language sql security definer set search_path = pg_catalog, pg_temp as $$
        with gone as (
          delete from mail.outbox
          where lower(to_address) = lower(p_email) or lower(reply_to) = lower(p_email)
             or strpos(lower(text_body), lower(p_email)) > 0 or strpos(lower(coalesce(html_body, '')), lower(p_email)) > 0
          returning 1
        )
        select count(*)::integer from gone
      $$
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function admin.erase_outbox_mail(text)`.execute(db);
    await sql`drop function admin.outbox_mail_of(text)`.execute(db);
    await db.schema.withSchema(adminSchema).dropTable('keys').execute();
    await db.schema.withSchema(adminSchema).dropTable('privacy_request_steps').execute();
    await db.schema.withSchema(adminSchema).dropTable('privacy_requests').execute();
  },
};
