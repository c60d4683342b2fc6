import type { Migration } from 'kysely';
import { createSiteAuditRuns } from './2026-11-26-030-create-site-audit-runs.js';
import { createPrivacyRequests } from './2026-11-26-040-create-privacy-requests.js';

/** The admin schema's migrations, applied in name order. */
export const adminMigrations: Record<string, Migration> = {
  '2026-11-26-030-create-site-audit-runs': createSiteAuditRuns,
  '2026-11-26-040-create-privacy-requests': createPrivacyRequests,
};
