import { createAuditLogs } from './audit-migrations/2026-11-21-001-create-audit-logs.js';
import type { MigrationSet } from './service-module.js';

/** The audit schema's migrations; every host migrates it before its services. */
export const auditModule: MigrationSet = {
  name: 'audit',
  migrations: {
    '2026-11-21-001-create-audit-logs': createAuditLogs,
  },
};
