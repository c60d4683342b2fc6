import {
  adminTabEventTypes,
  bciEventTypePrefix,
  failedSignInActions,
  type SecurityCounterId,
  type SecurityTab,
  securityCounters,
  securityTabLimits,
} from '@gbc/contracts/admin';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AdminDatabase, AdminDb } from '../database.js';

type AuditLogs = ExpressionBuilder<AdminDatabase, 'audit.audit_logs'>;

const isBciEvent = (eb: AuditLogs) =>
  sql<SqlBool>`starts_with(${eb.ref('event_type')}, ${bciEventTypePrefix})`;

/** Which rows each tab lists (spec 3 §7, calls 2a-2c). */
const tabFilters: Record<SecurityTab, (eb: AuditLogs) => Expression<SqlBool>> = {
  overview: (eb) => eb.or([eb('is_suspicious', '=', true), eb('severity', 'in', ['error', 'critical'])]),
  bci: isBciEvent,
  admin: (eb) => eb.or([eb('event_type', 'in', [...adminTabEventTypes]), eb('severity', '=', 'critical')]),
};

/** One tab's entries, newest first, at most the tab's limit. */
export function listTabEntries(db: AdminDb, tab: SecurityTab) {
  return db
    .selectFrom('audit.audit_logs')
    .selectAll()
    .where(tabFilters[tab])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(securityTabLimits[tab])
    .execute();
}

/** What each counter counts, over its window (see `securityCounters`). */
const counterFilters: Record<SecurityCounterId, (eb: AuditLogs) => Expression<SqlBool>> = {
  suspicious: tabFilters.overview,
  failedSignIns: (eb) => eb('action', 'in', [...failedSignInActions]),
  bciAccess: isBciEvent,
  adminActions: (eb) => eb('event_type', '=', 'admin_action'),
};

const counterIds = Object.keys(securityCounters) as SecurityCounterId[];

/** The four counters in one pass over the widest window. */
export async function countSecurityEvents(db: AdminDb): Promise<Record<SecurityCounterId, number>> {
  const widestHours = Math.max(...counterIds.map((id) => securityCounters[id].hours));
  const since = (hours: number) => sql<Date>`now() - make_interval(hours => ${hours})`;
  const row = await db
    .selectFrom('audit.audit_logs')
    .where('created_at', '>=', since(widestHours))
    .select((eb) =>
      counterIds.map((id) =>
        eb.fn
          .countAll<string>()
          .filterWhere((inner) =>
            inner.and([
              inner('created_at', '>=', since(securityCounters[id].hours)),
              counterFilters[id](inner),
            ]),
          )
          .as(id),
      ),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(counterIds.map((id) => [id, Number(row[id])])) as Record<
    SecurityCounterId,
    number
  >;
}
