import type { Migration } from 'kysely';
import { createEntries } from './2026-11-26-001-create-entries.js';
import { createSiteAuditRuns } from './2026-11-26-030-create-site-audit-runs.js';

/** The admin schema's migrations, applied in name order. */
export const adminMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-entries': createEntries,
  '2026-11-26-030-create-site-audit-runs': createSiteAuditRuns,
};
