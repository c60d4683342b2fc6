import type { SecurityEventsResponse, SecuritySummaryResponse, SecurityTab } from '@gbc/contracts/admin';
import type { Kysely } from 'kysely';
import type { AdminDatabase } from '../database.js';
import { countSecurityEvents, listTabEntries } from './security.repository.js';

/** What the security dashboard's routes may do: read the audit log, never change it. */
export interface SecurityService {
  summary(): Promise<SecuritySummaryResponse>;
  events(tab: SecurityTab): Promise<SecurityEventsResponse>;
}

export function createSecurityService(db: Kysely<AdminDatabase>): SecurityService {
  return {
    async summary() {
      return { counters: await countSecurityEvents(db) };
    },
    async events(tab) {
      const rows = await listTabEntries(db, tab);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at.toISOString(),
          severity: row.severity,
          isSuspicious: row.is_suspicious,
          eventType: row.event_type,
          userEmail: row.user_email,
          resourceType: row.resource_type,
          action: row.action,
          details: row.details,
        })),
      };
    },
  };
}
