import type { Migration } from 'kysely';
import { createSiteAuditRuns } from './2026-11-26-030-create-site-audit-runs.js';

/** The admin schema's migrations, applied in name order (the security dashboard reads the audit schema only). */
export const adminMigrations: Record<string, Migration> = {
  '2026-11-26-030-create-site-audit-runs': createSiteAuditRuns,
};
