import { sql } from 'kysely';
import { createAuditLogs } from './audit-migrations/2026-11-21-001-create-audit-logs.js';
import { serviceRoleName } from './database-roles.js';
import type { MigrationSet } from './service-module.js';

/** The one service whose role may read the audit log: the admin service's security dashboard. */
export const auditReaderSchema = 'admin';

/** The audit schema's migrations; every host migrates it before its services. */
export const auditModule: MigrationSet = {
  name: 'audit',
  migrations: {
    '2026-11-21-001-create-audit-logs': createAuditLogs,
  },
  // Append-only by privilege, not only by trigger: nobody but the admin may change a row.
  ownTablePrivileges: ['select', 'insert'],
  async grantToService(db, role) {
    const roleId = sql.id(role);
    await sql`grant usage on schema audit to ${roleId}`.execute(db);
    // Exactly insert (and select for the reader) on every start: a grant made by hand does not survive.
    await sql`revoke all on audit.audit_logs from ${roleId}`.execute(db);
    const privileges = sql.raw(role === serviceRoleName(auditReaderSchema) ? 'select, insert' : 'insert');
    await sql`grant ${privileges} on audit.audit_logs to ${roleId}`.execute(db);
  },
};
