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

/** The browser a request comes from: what a session records, and what throttles count by. */
export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
  /** SHA-256 of the id in a correctly signed device cookie; undefined without one. */
  deviceHash?: string;
  /** The gateway's client address cut to /64 (IPv6) or /32 (IPv4). */
  network: string;
}
