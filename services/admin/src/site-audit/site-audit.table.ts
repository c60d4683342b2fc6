import type { SiteAuditError, SiteAuditResult, SiteAuditRunStatus } from '@gbc/contracts/admin';
import type { ColumnType, Generated } from 'kysely';

export interface SiteAuditRunsTable {
  id: Generated<string>;
  url: string;
  page_limit: number;
  status: ColumnType<SiteAuditRunStatus, SiteAuditRunStatus | undefined, SiteAuditRunStatus>;
  pages_done: ColumnType<number, number | undefined, number>;
  pages_found: ColumnType<number, number | undefined, number>;
  /** jsonb columns read as values, written as JSON text (pg would turn a top-level array into a Postgres array). */
  issues: ColumnType<SiteAuditError[], string | undefined, string>;
  result: ColumnType<SiteAuditResult | null, string | null | undefined, string | null>;
  /** The administrator's e-mail for a full crawl; null for the public default run. */
  requested_by: string | null;
  started_at: ColumnType<Date, Date | undefined, never>;
  heartbeat_at: ColumnType<Date, Date | undefined, Date>;
  finished_at: ColumnType<Date | null, never, Date | null>;
}
