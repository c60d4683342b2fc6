import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Each message's `Message-ID`, fixed when it is queued so every attempt sends the same one (a retry
 * after a crash between the SMTP server's "accepted" and our "sent" is then recognisably the same
 * message), and extra headers a service asks for (List-Unsubscribe on newsletters).
 */
export const addMessageIdAndHeaders: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table mail.outbox add column message_id text`.execute(db);
    // Rows queued before this migration get an id of the same shape; their domain only has to be unique.
    await sql`update mail.outbox set message_id = '<' || id::text || '@outbox.gbc>'`.execute(db);
    await sql`alter table mail.outbox alter column message_id set not null`.execute(db);
    await sql`alter table mail.outbox add constraint outbox_message_id_key unique (message_id)`.execute(db);
    await sql`alter table mail.outbox add column headers jsonb not null default '{}'::jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table mail.outbox drop column headers, drop column message_id`.execute(db);
  },
};
