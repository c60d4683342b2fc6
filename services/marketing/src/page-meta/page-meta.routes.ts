import {
  genericMessages,
  pageMetaQuerySchema,
  pageMetaResponseSchema,
  serviceSitemapResponseSchema,
} from '@gbc/contracts';
import { marketingRoutePatterns } from '@gbc/contracts/marketing';
import {
  fastResponseSerializer,
  notFoundError,
  type ReadCache,
  sendPublicJson,
  serializeForCache,
} from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageMetaService } from './page-meta.service.js';

export interface PageMetaRoutesOptions {
  pageMeta: PageMetaService;
  /** The vignettes' read cache: metadata and sitemap entries derive from published vignettes. */
  readCache: ReadCache;
}

/** The generic service contract the gateway aggregates: page metadata and sitemap entries. */
export const pageMetaRoutes: FastifyPluginAsync<PageMetaRoutesOptions> = async (
  fastify,
  { pageMeta, readCache },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    marketingRoutePatterns.meta,
    {
      config: { auth: 'public' },
      serializerCompiler: fastResponseSerializer,
      schema: { querystring: pageMetaQuerySchema, response: { 200: pageMetaResponseSchema } },
    },
    async (request, reply) => {
      const { path } = request.query;
      const body = await readCache.read(`meta:${path}`, async () => {
        const meta = await pageMeta.metaFor(path);
        if (!meta) throw notFoundError(genericMessages.notFound);
        return serializeForCache(reply, meta);
      });
      return sendPublicJson(request, reply, body);
    },
  );

  app.get(
    marketingRoutePatterns.sitemap,
    {
      config: { auth: 'public' },
      serializerCompiler: fastResponseSerializer,
      schema: { response: { 200: serviceSitemapResponseSchema } },
    },
    async (request, reply) => {
      const body = await readCache.read('sitemap', async () =>
        serializeForCache(reply, { entries: await pageMeta.sitemapEntries() }),
      );
      return sendPublicJson(request, reply, body);
    },
  );
};
