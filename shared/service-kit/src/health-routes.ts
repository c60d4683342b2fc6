import { setTimeout as sleep } from 'node:timers/promises';
import { errorCodes } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type QueryExecutorProvider, sql } from 'kysely';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from './database-errors.js';
import { errorBody } from './error-body.js';

export interface HealthRoutesOptions {
  /** Every pool the host queries through (Kysely instances); ready means each answers. */
  databases: readonly QueryExecutorProvider[];
  /**
   * Extra facts for an operator, added to a ready answer as `details` (the mail backlog). Queried
   * within the same time budget; a failure here makes the host not ready.
   */
  readinessDetails?: () => Promise<Record<string, unknown>>;
}

/** Probes answered often: logged only when something is wrong. */
const probeRoute = { logLevel: 'warn', schema: { hide: true }, config: { auth: 'public' } } as const;

/** A readiness probe must answer within a second, even when the database neither answers nor refuses. */
export const readinessBudgetMs = 900;

async function withinBudget<T>(work: Promise<T>): Promise<T> {
  const abort = new AbortController();
  try {
    return await Promise.race([
      work,
      sleep(readinessBudgetMs, undefined, { signal: abort.signal }).then(() => {
        throw new Error(`no answer within ${readinessBudgetMs} ms`);
      }),
    ]);
  } finally {
    abort.abort();
  }
}

/** `/healthz`: the process answers. `/readyz`: it can also reach the database, within a second. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  app.get('/healthz', probeRoute, async () => ({ status: 'ok' }));

  app.get('/readyz', probeRoute, async (request, reply) => {
    try {
      const [, details] = await withinBudget(
        Promise.all([
          Promise.all(options.databases.map((db) => sql`select 1`.execute(db))),
          options.readinessDetails?.(),
        ]),
      );
      return details ? { status: 'ok', details } : { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(errorBody(errorCodes.unavailable, databaseUnavailableMessage));
    }
  });
};
