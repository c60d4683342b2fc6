import { adminRoutePatterns, entryListResponseSchema } from '@gbc/contracts/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EntriesService } from './entries.service.js';

export interface EntryRoutesOptions {
  entries: EntriesService;
}

/** The public list of entries. */
export const entryRoutes: FastifyPluginAsync<EntryRoutesOptions> = async (fastify, { entries }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    adminRoutePatterns.entries,
    { config: { auth: 'public' }, schema: { response: { 200: entryListResponseSchema } } },
    () => entries.list(),
  );
};
