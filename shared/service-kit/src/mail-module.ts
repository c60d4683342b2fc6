import { createMailOutbox } from './mail-migrations/2026-11-21-001-create-mail-outbox.js';
import { addMessageIdAndHeaders } from './mail-migrations/2026-11-23-001-add-message-id-and-headers.js';
import type { MigrationSet } from './service-module.js';

/** The mail schema's migrations; every host migrates it, like the audit schema, before its services. */
export const mailModule: MigrationSet = {
  name: 'mail',
  migrations: {
    '2026-11-21-001-create-mail-outbox': createMailOutbox,
    '2026-11-23-001-add-message-id-and-headers': addMessageIdAndHeaders,
  },
};
