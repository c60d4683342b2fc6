import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './database.js';
import type { PaymentsClient } from './payments/payments.client.js';
import type { IdentitySettings } from './settings.js';

/** What every identity feature works with: the database, the settings and the payments client. */
export interface IdentityContext {
  db: Kysely<IdentityDatabase>;
  settings: IdentitySettings;
  payments: PaymentsClient;
}

/** The device a session was started from, as the export of one's data shows it. */
export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
}
