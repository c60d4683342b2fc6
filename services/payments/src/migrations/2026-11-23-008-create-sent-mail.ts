import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/**
 * `payments.sent_mail`: the `mail.outbox` rows payments wrote and whose they are, and
 * `payments.scrub_user_mail`, which removes a deleted account's address from exactly those rows.
 * Services may only insert into the shared outbox; the function runs with its owner's (the
 * migrator's) rights; only payments' role can reach it, as only it has usage on this schema.
 */
export const createSentMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(paymentsSchema)
      .createTable('sent_mail')
      .addColumn('outbox_id', 'uuid', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .withSchema(paymentsSchema)
      .createIndex('sent_mail_user_id_idx')
      .on('sent_mail')
      .column('user_id')
      .execute();
    // Unsent mail to the deleted account is withdrawn (marked failed, never sent); sent mail keeps
    // its log row. Both lose the address. Returns how many rows changed.
    await sql`
      create function payments.scrub_user_mail(p_user_id text, p_pseudonym text) returns integer
      language sql security definer set search_path = pg_catalog, pg_temp as $$
        with mine as (
          update payments.sent_mail set user_id = p_pseudonym where user_id = p_user_id returning outbox_id
        ), scrubbed as (
          update mail.outbox o set
            to_address = p_pseudonym || '@deleted.invalid',
            status = case when o.status = 'pending' then 'failed' else o.status end,
            last_error = case when o.status = 'pending' then 'recipient account deleted' else o.last_error end
          from mine where o.id = mine.outbox_id
          returning o.id
        )
        select count(*)::integer from scrubbed
      $$
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function payments.scrub_user_mail(text, text)`.execute(db);
    await db.schema.withSchema(paymentsSchema).dropTable('sent_mail').execute();
  },
};
