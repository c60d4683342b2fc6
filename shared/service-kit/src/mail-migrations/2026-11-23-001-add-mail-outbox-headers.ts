import { type Kysely, type Migration, sql } from 'kysely';

/** `mail.outbox.headers`: per-message headers such as List-Unsubscribe (RFC 8058) on newsletters. */
export const addMailOutboxHeaders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema('mail')
      .alterTable('outbox')
      .addColumn('headers', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('mail').alterTable('outbox').dropColumn('headers').execute();
  },
};
