import { type AuditLogEntry, writeAuditLog } from '@gbc/service-kit';
import type { IdentityDb } from './database.js';

/** Identity's audit events (spec 3's `security_event` and `admin_action` types), written in the caller's transaction. */
export function auditIdentityEvent(
  db: IdentityDb,
  entry: Omit<AuditLogEntry, 'resourceType'>,
): Promise<void> {
  return writeAuditLog(db, { resourceType: 'identity', ...entry });
}
