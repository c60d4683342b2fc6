import type { SiteAuditError, SiteAuditResult, SiteAuditRunStatus } from '@gbc/contracts/admin';
import { sql } from 'kysely';
import type { AdminDb } from '../database.js';

const runColumns = [
  'id',
  'url',
  'page_limit',
  'status',
  'pages_done',
  'pages_found',
  'issues',
  'result',
  'started_at',
  'finished_at',
] as const;

/** Starts a run; fails with a unique violation on `site_audit_runs_one_running` while another runs. */
export function insertRunningRun(
  db: AdminDb,
  run: { url: string; pageLimit: number; requestedBy: string | null },
) {
  return db
    .insertInto('admin.site_audit_runs')
    .values({ url: run.url, page_limit: run.pageLimit, requested_by: run.requestedBy })
    .returning(runColumns)
    .executeTakeFirstOrThrow();
}

/** Ends runs whose process stopped beating (it died mid-crawl), so a new run may start. */
export async function failAbandonedRuns(
  db: AdminDb,
  olderThan: Date,
  issues: SiteAuditError[],
): Promise<void> {
  await db
    .updateTable('admin.site_audit_runs')
    .set({ status: 'failed', issues: JSON.stringify(issues), finished_at: new Date() })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', olderThan)
    .execute();
}

export function findRun(db: AdminDb, id: string) {
  return db.selectFrom('admin.site_audit_runs').select(runColumns).where('id', '=', id).executeTakeFirst();
}

export async function recordProgress(
  db: AdminDb,
  id: string,
  progress: { pagesDone: number; pagesFound: number },
): Promise<void> {
  await db
    .updateTable('admin.site_audit_runs')
    .set({ pages_done: progress.pagesDone, pages_found: progress.pagesFound, heartbeat_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function recordHeartbeat(db: AdminDb, id: string): Promise<void> {
  await db
    .updateTable('admin.site_audit_runs')
    .set({ heartbeat_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function finishRun(
  db: AdminDb,
  id: string,
  outcome: {
    status: Exclude<SiteAuditRunStatus, 'running'>;
    issues: SiteAuditError[];
    result: SiteAuditResult | null;
  },
): Promise<void> {
  await db
    .updateTable('admin.site_audit_runs')
    .set({
      status: outcome.status,
      issues: JSON.stringify(outcome.issues),
      result: outcome.result === null ? null : JSON.stringify(outcome.result),
      ...(outcome.result ? { pages_done: outcome.result.summary.totalPages } : {}),
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Where a history page starts: after the last run of the previous page. */
export interface RunPosition {
  startedAt: Date;
  id: string;
}

/** Past runs, newest first by (started_at, id), without their pages. */
export function listRuns(db: AdminDb, { limit, after }: { limit: number; after?: RunPosition | undefined }) {
  return db
    .selectFrom('admin.site_audit_runs')
    .select([
      'id',
      'url',
      'page_limit',
      'status',
      'pages_done',
      'pages_found',
      'started_at',
      'finished_at',
      sql<SiteAuditResult['summary'] | null>`result -> 'summary'`.as('summary'),
      sql<number>`jsonb_array_length(issues)::int`.as('issue_count'),
    ])
    .$if(after !== undefined, (qb) =>
      qb.where(
        (eb) => eb.tuple(eb.ref('started_at'), eb.ref('id')),
        '<',
        (eb) => eb.tuple(sql<Date>`${after?.startedAt}::timestamptz`, sql<string>`${after?.id}::uuid`),
      ),
    )
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
