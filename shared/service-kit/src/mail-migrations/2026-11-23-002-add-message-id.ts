import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Each message's `Message-ID`, fixed when it is queued so every attempt sends the same one (a retry
 * after a crash between the SMTP server's "accepted" and our "sent" is then recognisably the same
 * message).
 */
export const addMessageId: Migration = {
  async up(db: Kysely<unknown>) {
    // enqueueMail sets it with the site's domain; the default covers rows queued before this
    // migration and any written another way (the domain of a Message-ID only has to make it unique).
    await sql`
      alter table mail.outbox add column message_id text not null
      default '<' || gen_random_uuid()::text || '@outbox.gbc>'`.execute(db);
    await sql`alter table mail.outbox add constraint outbox_message_id_key unique (message_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table mail.outbox drop column message_id`.execute(db);
  },
};
