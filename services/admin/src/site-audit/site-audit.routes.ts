import {
  siteAuditFullRunSchema,
  siteAuditHistoryQuerySchema,
  siteAuditHistorySchema,
  siteAuditLimits,
  siteAuditRequestSchema,
  siteAuditRoutePatterns,
  siteAuditRunParamsSchema,
  siteAuditRunSchema,
} from '@gbc/contracts/admin';
import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteAuditService } from './site-audit.service.js';

/** A URL and a page limit fit well within this; anything larger is a 413. */
const requestBodyLimitBytes = 4 * 1024;

/** Anyone may start the default audit, a few times per address: each run costs the site real requests. */
export const siteAuditRunRateLimit = {
  rateLimit: { max: 5, timeWindow: 10 * 60_000 },
} satisfies FastifyContextConfig;

/** A page polls its run about once a second; this leaves room for that and refuses floods. */
const siteAuditPollRateLimit = {
  rateLimit: { max: 240, timeWindow: 60_000 },
} satisfies FastifyContextConfig;

const adminOnly = { roles: ['admin'], aal: 'aal2' } as const;

export interface SiteAuditRoutesOptions {
  siteAudit: SiteAuditService;
}

/**
 * The site audit: the default run and its progress for anyone (the run's id is its key); full crawls
 * with their own page limit and the history of past runs for administrators.
 */
export const siteAuditRoutes: FastifyPluginAsync<SiteAuditRoutesOptions> = async (fastify, { siteAudit }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => siteAudit.close());

  app.post(
    siteAuditRoutePatterns.runs,
    {
      bodyLimit: requestBodyLimitBytes,
      config: { ...siteAuditRunRateLimit, auth: 'public' },
      schema: { body: siteAuditRequestSchema, response: { 202: siteAuditRunSchema } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await siteAudit.start({ url: request.body.url, pageLimit: siteAuditLimits.defaultPageLimit })),
  );

  app.get(
    siteAuditRoutePatterns.run,
    {
      config: { ...siteAuditPollRateLimit, auth: 'public' },
      schema: { params: siteAuditRunParamsSchema, response: { 200: siteAuditRunSchema } },
    },
    async (request, reply) => {
      // Progress changes every second: never cached on the way.
      reply.header('cache-control', 'no-store');
      return siteAudit.get(request.params.id);
    },
  );

  app.post(
    siteAuditRoutePatterns.fullRuns,
    {
      bodyLimit: requestBodyLimitBytes,
      config: { auth: adminOnly },
      schema: { body: siteAuditFullRunSchema, response: { 202: siteAuditRunSchema } },
    },
    async (request, reply) =>
      reply.code(202).send(
        await siteAudit.start({
          url: request.body.url,
          pageLimit: request.body.pageLimit,
          requestedBy: request.principal?.email ?? null,
        }),
      ),
  );

  app.get(
    siteAuditRoutePatterns.history,
    {
      config: { auth: adminOnly },
      schema: { querystring: siteAuditHistoryQuerySchema, response: { 200: siteAuditHistorySchema } },
    },
    async (request) => siteAudit.history(request.query),
  );
};
