import { sql } from 'kysely';
import { createAuditLogs } from './audit-migrations/2026-11-21-001-create-audit-logs.js';
import type { MigrationSet } from './service-module.js';

/** The audit schema's migrations; every host migrates it before its services. */
export const auditModule: MigrationSet = {
  name: 'audit',
  migrations: {
    '2026-11-21-001-create-audit-logs': createAuditLogs,
  },
  // Append-only by privilege, not only by trigger: nobody but the admin may change a row.
  ownTablePrivileges: ['select', 'insert'],
  async grantToService(db, role) {
    await sql`grant usage on schema audit to ${sql.id(role)}`.execute(db);
    await sql`grant insert on audit.audit_logs to ${sql.id(role)}`.execute(db);
  },
};
