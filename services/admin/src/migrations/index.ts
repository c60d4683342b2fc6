import type { Migration } from 'kysely';
import { createPrivacyRequests } from './2026-11-26-040-create-privacy-requests.js';

/** The admin schema's migrations, applied in name order (the security dashboard reads the audit schema only). */
export const adminMigrations: Record<string, Migration> = {
  '2026-11-26-040-create-privacy-requests': createPrivacyRequests,
};
