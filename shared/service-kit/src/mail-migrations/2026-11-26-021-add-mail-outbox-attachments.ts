import { type Kysely, type Migration, sql } from 'kysely';

/**
 * `mail.outbox.attachments`: files sent with a message (an event's `.ics`, a booking's receipt), as
 * a JSON array of `{ filename, contentType, content }` with the content in base64. They are small and
 * always sent with their row, so they travel in the row the dispatcher already claims.
 */
export const addMailOutboxAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema('mail')
      .alterTable('outbox')
      .addColumn('attachments', 'jsonb', (col) =>
        col.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(attachments) = 'array'`),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('mail').alterTable('outbox').dropColumn('attachments').execute();
  },
};
