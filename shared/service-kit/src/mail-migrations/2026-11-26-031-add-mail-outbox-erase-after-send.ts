import type { Kysely, Migration } from 'kysely';

/**
 * `mail.outbox.erase_after_send`: the address and body of such a message are blanked once it is sent,
 * for mail that must leave no trace linking an address to what it was about (a survey's resume link).
 */
export const addMailOutboxEraseAfterSend: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema('mail')
      .alterTable('outbox')
      .addColumn('erase_after_send', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('mail').alterTable('outbox').dropColumn('erase_after_send').execute();
  },
};
