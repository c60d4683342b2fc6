import { type Kysely, type Migration, sql } from 'kysely';

/**
 * `mail.outbox`: every e-mail, written in the transaction of the change that causes it and sent
 * afterwards by the dispatcher. Without SMTP the rows stay pending and are the delivery log.
 */
export const createMailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema('mail');
    await schema
      .createTable('outbox')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text')
      .addColumn('template', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    // The dispatcher's only query: due pending rows, oldest due first.
    await schema
      .createIndex('outbox_status_next_attempt_at_idx')
      .on('outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('mail').dropTable('outbox').execute();
  },
};
