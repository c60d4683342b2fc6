import type { Migration } from 'kysely';
import { createEntries } from './2026-11-26-001-create-entries.js';
import { createPrivacyRequests } from './2026-11-26-040-create-privacy-requests.js';

/** The admin schema's migrations, applied in name order. */
export const adminMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-entries': createEntries,
  '2026-11-26-040-create-privacy-requests': createPrivacyRequests,
};
