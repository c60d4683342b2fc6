import {
  adminVignetteResponseSchema,
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
  sendPublicJson,
  serializeForCache,
} from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickHeroVignette, type VignetteService, type VignetteWriter } from './vignettes.service.js';

/** Any string is looked up; one that cannot be a slug simply is not found. */
const slugParamsSchema = z.object({ slug: z.string().max(200) });

const adminWriter = (request: FastifyRequest): VignetteWriter => ({
  email: request.principal?.email ?? null,
  source: 'api',
});

export interface VignetteRoutesOptions {
  vignettes: VignetteService;
  /** Serialised answers of published content, shared with page-meta; the service's writes empty it. */
  readCache: ReadCache;
}

/** Public reads of published vignettes, served from the read cache with ETags, and the admin-only writes. */
export const vignetteRoutes: FastifyPluginAsync<VignetteRoutesOptions> = async (
  fastify,
  { vignettes, readCache },
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
        serializeForCache(reply, await vignettes.listPublished(request.query)),
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
      const sample = await readCache.read('hero-sample', () => vignettes.heroSample());
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
        const vignette = await vignettes.findPublished(slug);
        if (!vignette) throw notFoundError(vignetteMessages.notFound);
        return serializeForCache(reply, { vignette });
      });
      return sendPublicJson(request, reply, body);
    },
  );

  // Never cached: drafts stay out of the read cache and out of any shared cache.
  app.get(
    marketingRoutePatterns.adminVignette,
    {
      config: { auth: { roles: ['admin'], aal: 'aal2' } },
      schema: { params: slugParamsSchema, response: { 200: adminVignetteResponseSchema } },
    },
    async (request, reply) => {
      const vignette = await vignettes.findAny(request.params.slug);
      if (!vignette) throw notFoundError(vignetteMessages.notFound);
      reply.header('cache-control', 'no-store');
      return { vignette };
    },
  );

  app.post(
    marketingRoutePatterns.vignettes,
    {
      config: { auth: { roles: ['admin'], aal: 'aal2' } },
      schema: { body: vignetteWriteSchema, response: { 201: vignetteDetailResponseSchema } },
    },
    async (request, reply) => {
      const vignette = await vignettes.create(request.body, adminWriter(request));
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
      const vignette = await vignettes.update(request.params.slug, request.body, adminWriter(request));
      return { vignette };
    },
  );
};
