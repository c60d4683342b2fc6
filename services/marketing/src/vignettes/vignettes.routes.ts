import {
  heroVignetteResponseSchema,
  marketingRoutePatterns,
  vignetteDetailResponseSchema,
  vignetteListQuerySchema,
  vignetteListResponseSchema,
  vignetteMessages,
  vignetteWriteSchema,
} from '@gbc/contracts/marketing';
import {
  fastResponseSerializer,
  notFoundError,
  type ReadCache,
  type ServicePluginOptions,
  sendPublicJson,
  serializeForCache,
} from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../database.js';
import { findPublishedVignette, listHeroSample } from './vignettes.repository.js';
import {
  createVignette,
  listPublishedVignettes,
  pickHeroVignette,
  toVignette,
  updateVignette,
  type VignetteWriter,
} from './vignettes.service.js';

/** Any string is looked up; one that cannot be a slug simply is not found. */
const slugParamsSchema = z.object({ slug: z.string().max(200) });

const adminWriter = (request: FastifyRequest): VignetteWriter => ({
  email: request.principal?.email ?? null,
  source: 'api',
});

export interface VignetteRoutesOptions extends ServicePluginOptions<Database> {
  /** Published content shared by this feature and page-meta; writes here empty it. */
  readCache: ReadCache;
}

/**
 * Public reads of published vignettes, served from the read cache with ETags, and the admin-only
 * writes, which notify every process in their transaction and empty this process's cache on commit.
 */
export const vignetteRoutes: FastifyPluginAsync<VignetteRoutesOptions> = async (
  fastify,
  { db, readCache },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    marketingRoutePatterns.vignettes,
    {
      config: { auth: 'public' },
      serializerCompiler: fastResponseSerializer,
      schema: { querystring: vignetteListQuerySchema, response: { 200: vignetteListResponseSchema } },
    },
    async (request, reply) => {
      const { limit, tag, cursor, fields } = request.query;
      const body = await readCache.read(`list:${JSON.stringify([limit, tag, cursor, fields])}`, async () =>
        serializeForCache(reply, await listPublishedVignettes(db, request.query)),
      );
      return sendPublicJson(request, reply, body);
    },
  );

  app.get(
    marketingRoutePatterns.heroVignette,
    {
      config: { auth: 'public' },
      serializerCompiler: fastResponseSerializer,
      schema: { response: { 200: heroVignetteResponseSchema } },
    },
    async (request, reply) => {
      // The sample is cached, the pick is not: each request draws again.
      const sample = await readCache.read('hero-sample', () => listHeroSample(db));
      return sendPublicJson(request, reply, serializeForCache(reply, { vignette: pickHeroVignette(sample) }));
    },
  );

  app.get(
    marketingRoutePatterns.vignette,
    {
      config: { auth: 'public' },
      serializerCompiler: fastResponseSerializer,
      schema: { params: slugParamsSchema, response: { 200: vignetteDetailResponseSchema } },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const body = await readCache.read(`detail:${slug}`, async () => {
        const row = await findPublishedVignette(db, slug);
        if (!row) throw notFoundError(vignetteMessages.notFound);
        return serializeForCache(reply, { vignette: toVignette(row) });
      });
      return sendPublicJson(request, reply, body);
    },
  );

  app.post(
    marketingRoutePatterns.vignettes,
    {
      config: { auth: { roles: ['admin'], aal: 'aal2' } },
      schema: { body: vignetteWriteSchema, response: { 201: vignetteDetailResponseSchema } },
    },
    async (request, reply) => {
      const vignette = await db
        .transaction()
        .execute((trx) => createVignette(trx, request.body, adminWriter(request)));
      readCache.invalidate();
      return reply.status(201).send({ vignette });
    },
  );

  app.put(
    marketingRoutePatterns.vignette,
    {
      config: { auth: { roles: ['admin'], aal: 'aal2' } },
      schema: {
        params: slugParamsSchema,
        body: vignetteWriteSchema,
        response: { 200: vignetteDetailResponseSchema },
      },
    },
    async (request) => {
      const vignette = await db
        .transaction()
        .execute((trx) => updateVignette(trx, request.params.slug, request.body, adminWriter(request)));
      readCache.invalidate();
      return { vignette };
    },
  );
};
