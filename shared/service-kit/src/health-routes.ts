import { errorCodes } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type QueryExecutorProvider, sql } from 'kysely';
import { errorBody } from './error-body.js';

export interface HealthRoutesOptions {
  /** Any Kysely instance. */
  db: QueryExecutorProvider;
}

/** Probes answered often: logged only when something is wrong. */
const probeRoute = { logLevel: 'warn', schema: { hide: true } } as const;

/** `/healthz`: the process answers. `/readyz`: it can also reach the database. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db }) => {
  app.get('/healthz', probeRoute, async () => ({ status: 'ok' }));

  app.get('/readyz', probeRoute, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send(errorBody(errorCodes.unavailable, 'The database is not reachable.'));
    }
  });
};
