import {
  genericMessages,
  pageMetaQuerySchema,
  pageMetaResponseSchema,
  serviceSitemapResponseSchema,
} from '@gbc/contracts';
import { marketingRoutePatterns } from '@gbc/contracts/marketing';
import { notFoundError, type ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../database.js';
import { cachePublicly } from '../vignettes/vignettes.routes.js';
import { pageMetaFor, sitemapEntries } from './page-meta.service.js';

/** The generic service contract the gateway aggregates: page metadata and sitemap entries. */
export const pageMetaRoutes: FastifyPluginAsync<ServicePluginOptions<Database>> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    marketingRoutePatterns.meta,
    { schema: { querystring: pageMetaQuerySchema, response: { 200: pageMetaResponseSchema } } },
    async (request, reply) => {
      const meta = await pageMetaFor(db, request.query.path);
      if (!meta) throw notFoundError(genericMessages.notFound);
      cachePublicly(reply);
      return meta;
    },
  );

  app.get(
    marketingRoutePatterns.sitemap,
    { schema: { response: { 200: serviceSitemapResponseSchema } } },
    async (_request, reply) => {
      const entries = await sitemapEntries(db);
      cachePublicly(reply);
      return { entries };
    },
  );
};
