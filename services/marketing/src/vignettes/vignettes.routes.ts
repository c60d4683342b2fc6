import {
  heroVignetteResponseSchema,
  marketingRoutePatterns,
  vignetteDetailResponseSchema,
  vignetteListQuerySchema,
  vignetteListResponseSchema,
  vignetteMessages,
  vignetteWriteSchema,
} from '@gbc/contracts/marketing';
import { notFoundError, requireRole, type ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../database.js';
import { findPublishedVignette, pickRandomPublishedVignette } from './vignettes.repository.js';
import {
  createVignette,
  listPublishedVignettes,
  toVignette,
  updateVignette,
  type VignetteWriter,
} from './vignettes.service.js';

/** Published content changes rarely; a minute of caching spares the database without staling edits long. */
export const cachePublicly = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/** Any string is looked up; one that cannot be a slug simply is not found. */
const slugParamsSchema = z.object({ slug: z.string().max(200) });

const adminWriter = (request: FastifyRequest): VignetteWriter => ({
  email: request.principal?.email ?? null,
  source: 'api',
});

/** Public reads of published vignettes and the admin-only writes. */
export const vignetteRoutes: FastifyPluginAsync<ServicePluginOptions<Database>> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    marketingRoutePatterns.vignettes,
    { schema: { querystring: vignetteListQuerySchema, response: { 200: vignetteListResponseSchema } } },
    async (request, reply) => {
      const page = await listPublishedVignettes(db, request.query);
      cachePublicly(reply);
      return page;
    },
  );

  app.get(
    marketingRoutePatterns.heroVignette,
    { schema: { response: { 200: heroVignetteResponseSchema } } },
    async (_request, reply) => {
      const vignette = (await pickRandomPublishedVignette(db)) ?? null;
      // Shared caches then serve one pick per minute, which is random enough for a hero button.
      cachePublicly(reply);
      return { vignette };
    },
  );

  app.get(
    marketingRoutePatterns.vignette,
    { schema: { params: slugParamsSchema, response: { 200: vignetteDetailResponseSchema } } },
    async (request, reply) => {
      const row = await findPublishedVignette(db, request.params.slug);
      if (!row) throw notFoundError(vignetteMessages.notFound);
      cachePublicly(reply);
      return { vignette: toVignette(row) };
    },
  );

  app.post(
    marketingRoutePatterns.vignettes,
    {
      onRequest: requireRole('admin'),
      schema: { body: vignetteWriteSchema, response: { 201: vignetteDetailResponseSchema } },
    },
    async (request, reply) => {
      const vignette = await db
        .transaction()
        .execute((trx) => createVignette(trx, request.body, adminWriter(request)));
      return reply.status(201).send({ vignette });
    },
  );

  app.put(
    marketingRoutePatterns.vignette,
    {
      onRequest: requireRole('admin'),
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
      return { vignette };
    },
  );
};
