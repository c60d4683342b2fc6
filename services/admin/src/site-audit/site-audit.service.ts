import { errorCodes, pagingMessages } from '@gbc/contracts';
import {
  type SiteAuditError,
  type SiteAuditHistory,
  type SiteAuditResult,
  type SiteAuditRun,
  siteAuditLimits,
  siteAuditMessages,
  validateAuditResult,
} from '@gbc/contracts/admin';
import { conflictError, HttpError, isUniqueViolation, notFoundError, writeAuditLog } from '@gbc/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminDatabase } from '../database.js';
import { type CrawlOptions, crawlSite } from './site-audit.crawler.js';
import {
  failAbandonedRuns,
  findRun,
  finishRun,
  insertRunningRun,
  listRuns,
  type RunPosition,
  recordHeartbeat,
  recordProgress,
} from './site-audit.repository.js';
import type { SiteAuditSettings } from './site-audit.settings.js';
import { auditSiteFor, checkAuditUrl, checkResolvedHost } from './site-audit.url-rules.js';

/** How every run is bounded; tests shorten them. */
export interface SiteAuditBounds
  extends Omit<CrawlOptions, 'pageLimit' | 'signal' | 'onProgress' | 'maxChecks'> {
  /** Checks of linked pages and images beyond the crawled ones, per crawled page allowed. */
  checksPerPage: number;
  /** A run is stopped after this, plus `runMsPerPage` for each page it may crawl. */
  runBaseMs: number;
  runMsPerPage: number;
  /** A running run's process writes a heartbeat this often; runs silent for `abandonedAfterMs` are ended. */
  heartbeatMs: number;
  abandonedAfterMs: number;
}

export const defaultSiteAuditBounds: SiteAuditBounds = {
  concurrency: siteAuditLimits.concurrency,
  timeoutMs: 10_000,
  maxBodyBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  slowPageMs: 3000,
  checksPerPage: 10,
  runBaseMs: 60_000,
  runMsPerPage: 5000,
  heartbeatMs: 10_000,
  abandonedAfterMs: 60_000,
};

/** What the site audit routes may do. */
export interface SiteAuditService {
  /** Starts a run of `pageLimit` pages at most (refused off the site; 409 while another runs). */
  start(request: { url: string; pageLimit: number; requestedBy?: string | null }): Promise<SiteAuditRun>;
  get(id: string): Promise<SiteAuditRun>;
  history(query: { cursor?: string | undefined }): Promise<SiteAuditHistory>;
  /** Stops the runs of this process and waits for their last write (host shutdown). */
  close(): Promise<void>;
}

type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

function toRun(row: RunRow): SiteAuditRun {
  return {
    id: row.id,
    status: row.status,
    url: row.url,
    pageLimit: row.page_limit,
    pagesDone: row.pages_done,
    pagesFound: row.pages_found,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    issues: row.issues,
    result: row.result,
  };
}

const historyPageSize = 20;

function encodeCursor(position: RunPosition): string {
  return Buffer.from(JSON.stringify([position.startedAt.toISOString(), position.id])).toString('base64url');
}

function decodeCursor(cursor: string): RunPosition {
  const invalid = () =>
    new HttpError(400, errorCodes.badRequest, pagingMessages.cursor, { cursor: pagingMessages.cursor });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const [startedAt, id] = Array.isArray(decoded) ? decoded : [];
  const date = typeof startedAt === 'string' ? new Date(startedAt) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw invalid();
  return { startedAt: date, id };
}

const interruptedIssue = (url: string): SiteAuditError => ({
  type: 'interrupted',
  message: siteAuditMessages.interrupted,
  url,
  page: url,
});

export function createSiteAuditService(
  db: Kysely<AdminDatabase>,
  settings: SiteAuditSettings,
  log: FastifyBaseLogger,
  bounds: SiteAuditBounds = defaultSiteAuditBounds,
): SiteAuditService {
  const site = auditSiteFor(settings.publicOrigin);
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const logged = (what: string) => (error: unknown) => log.warn({ err: error }, `site audit: ${what} failed`);

  /** The crawl of a stored run, in the background of the request that started it. */
  async function execute(
    id: string,
    start: URL,
    pageLimit: number,
    controller: AbortController,
  ): Promise<void> {
    const signal = AbortSignal.any([
      controller.signal,
      AbortSignal.timeout(bounds.runBaseMs + bounds.runMsPerPage * pageLimit),
    ]);
    const heartbeat = setInterval(
      () => void recordHeartbeat(db, id).catch(logged('heartbeat')),
      bounds.heartbeatMs,
    );
    heartbeat.unref();
    let result: SiteAuditResult | null = null;
    let issues: SiteAuditError[];
    try {
      result = await crawlSite(start, site, {
        ...bounds,
        pageLimit,
        maxChecks: bounds.checksPerPage * pageLimit,
        signal,
        onProgress: (progress) => recordProgress(db, id, progress).catch(logged('progress')),
      });
      issues = [...result.errors, ...validateAuditResult(result)];
    } catch (error) {
      if (!signal.aborted) log.error({ err: error }, 'site audit: crawl failed');
      issues = [interruptedIssue(start.href)];
    } finally {
      clearInterval(heartbeat);
    }
    await finishRun(db, id, { status: issues.length === 0 ? 'passed' : 'failed', issues, result }).catch(
      logged('final write'),
    );
  }

  return {
    async start({ url, pageLimit, requestedBy = null }) {
      const verdict = checkAuditUrl(url, site);
      const resolved = verdict.ok ? await checkResolvedHost(verdict.url, site) : verdict;
      if (!resolved.ok) throw new HttpError(400, errorCodes.badRequest, resolved.message);
      const row = await db
        .transaction()
        .execute(async (trx) => {
          await failAbandonedRuns(trx, new Date(Date.now() - bounds.abandonedAfterMs), [
            interruptedIssue(url),
          ]);
          const inserted = await insertRunningRun(trx, { url: resolved.url.href, pageLimit, requestedBy });
          if (requestedBy !== null) {
            await writeAuditLog(trx, {
              severity: 'info',
              eventType: 'admin_action',
              action: 'site_audit.full_run',
              userEmail: requestedBy,
              resourceType: 'site_audit_run',
              details: { id: inserted.id, url: inserted.url, pageLimit },
            });
          }
          return inserted;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'site_audit_runs_one_running')
            ? conflictError(siteAuditMessages.alreadyRunning)
            : error;
        });
      const controller = new AbortController();
      const done = execute(row.id, resolved.url, pageLimit, controller).finally(() => running.delete(row.id));
      running.set(row.id, { controller, done });
      return toRun(row);
    },

    async get(id) {
      const row = await findRun(db, id);
      if (!row) throw notFoundError(siteAuditMessages.runNotFound);
      return toRun(row);
    },

    async history({ cursor }) {
      const rows = await listRuns(db, {
        limit: historyPageSize + 1,
        after: cursor === undefined ? undefined : decodeCursor(cursor),
      });
      const page = rows.slice(0, historyPageSize);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.id,
          status: row.status,
          url: row.url,
          pageLimit: row.page_limit,
          pagesDone: row.pages_done,
          pagesFound: row.pages_found,
          startedAt: row.started_at.toISOString(),
          finishedAt: row.finished_at?.toISOString() ?? null,
          summary: row.summary,
          issueCount: row.issue_count,
        })),
        nextCursor:
          rows.length > historyPageSize && last
            ? encodeCursor({ startedAt: last.started_at, id: last.id })
            : null,
      };
    },

    async close() {
      const runs = [...running.values()];
      for (const run of runs) run.controller.abort();
      await Promise.all(runs.map((run) => run.done));
    },
  };
}
