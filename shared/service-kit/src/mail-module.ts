import { sql } from 'kysely';
import { createMailOutbox } from './mail-migrations/2026-11-21-001-create-mail-outbox.js';
import { addMailOutboxHeaders } from './mail-migrations/2026-11-23-001-add-mail-outbox-headers.js';
import { addMessageId } from './mail-migrations/2026-11-23-002-add-message-id.js';
import { addMailOutboxAttachments } from './mail-migrations/2026-11-26-021-add-mail-outbox-attachments.js';
import { addMailOutboxEraseAfterSend } from './mail-migrations/2026-11-26-031-add-mail-outbox-erase-after-send.js';
import type { MigrationSet } from './service-module.js';

/**
 * The mail schema's migrations; every host migrates it, like the audit schema, before its services.
 * Services only queue mail (insert, reading back the new id); the dispatcher sends it as the mail role.
 */
export const mailModule: MigrationSet = {
  name: 'mail',
  migrations: {
    '2026-11-21-001-create-mail-outbox': createMailOutbox,
    '2026-11-23-001-add-mail-outbox-headers': addMailOutboxHeaders,
    '2026-11-23-002-add-message-id': addMessageId,
    '2026-11-26-021-add-mail-outbox-attachments': addMailOutboxAttachments,
    '2026-11-26-031-add-mail-outbox-erase-after-send': addMailOutboxEraseAfterSend,
  },
  async grantToService(db, role) {
    await sql`grant usage on schema mail to ${sql.id(role)}`.execute(db);
    await sql`grant insert, select (id) on mail.outbox to ${sql.id(role)}`.execute(db);
  },
};
