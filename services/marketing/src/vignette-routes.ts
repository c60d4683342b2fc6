import {
  heroVignetteResponseSchema,
  vignetteDetailResponseSchema,
  vignetteListQuerySchema,
  vignetteListResponseSchema,
  vignetteMessages,
  vignetteSitemapResponseSchema,
  vignetteWriteSchema,
} from '@gbc/contracts/marketing';
import { notFoundError, requireRole, type ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MarketingDatabase } from './database.js';
import { toVignette, toVignetteSummary } from './vignette-mapping.js';
import {
  findPublishedVignette,
  listPublishedSlugs,
  listPublishedVignetteSummaries,
  listPublishedVignettesInFull,
  pickRandomPublishedVignette,
} from './vignette-repository.js';
import { createVignette, updateVignette, type VignetteWriter } from './vignette-writes.js';

/** Published content changes rarely; a minute of caching spares the database without staling edits long. */
const cachePublicly = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/** Any string is looked up; one that cannot be a slug simply is not found. */
const slugParamsSchema = z.object({ slug: z.string().max(200) });

const adminWriter = (request: FastifyRequest): VignetteWriter => ({
  email: request.principal?.email ?? null,
  source: 'api',
});

/** Public reads of published vignettes and the admin-only writes, under `/api/marketing`. */
export const vignetteRoutes: FastifyPluginAsync<ServicePluginOptions<MarketingDatabase>> = async (
  fastify,
  { db },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/vignettes',
    { schema: { querystring: vignetteListQuerySchema, response: { 200: vignetteListResponseSchema } } },
    async (request, reply) => {
      const { fields, ...filter } = request.query;
      const items =
        fields === 'compact'
          ? (await listPublishedVignetteSummaries(db, filter)).map(toVignetteSummary)
          : (await listPublishedVignettesInFull(db, filter)).map(toVignette);
      cachePublicly(reply);
      return { items };
    },
  );

  app.get(
    '/vignettes/random',
    { schema: { response: { 200: heroVignetteResponseSchema } } },
    async (_request, reply) => {
      const vignette = (await pickRandomPublishedVignette(db)) ?? null;
      // Shared caches then serve one pick per minute, which is random enough for a hero button.
      cachePublicly(reply);
      return { vignette };
    },
  );

  app.get(
    '/vignettes/sitemap',
    { schema: { response: { 200: vignetteSitemapResponseSchema } } },
    async (_request, reply) => {
      const rows = await listPublishedSlugs(db);
      cachePublicly(reply);
      return { items: rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at.toISOString() })) };
    },
  );

  app.get(
    '/vignettes/:slug',
    { schema: { params: slugParamsSchema, response: { 200: vignetteDetailResponseSchema } } },
    async (request, reply) => {
      const row = await findPublishedVignette(db, request.params.slug);
      if (!row) throw notFoundError(vignetteMessages.notFound);
      cachePublicly(reply);
      return { vignette: toVignette(row) };
    },
  );

  app.post(
    '/vignettes',
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
    '/vignettes/:slug',
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
