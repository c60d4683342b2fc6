import { earlyAccessMessages, earlyAccessResponseSchema } from '@gbc/contracts/early-access';
import { productsAccessRequestSchema, productsRoutePatterns } from '@gbc/contracts/products';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessRequestService, StoredAccessRequest } from './access-requests.service.js';

export interface AccessRequestRoutesOptions {
  accessRequests: AccessRequestService;
}

/** The early-access gate's one public write for /products, /equinelink, /pawlink and /pinnipedlink. */
export const accessRequestRoutes: FastifyPluginAsync<AccessRequestRoutesOptions> = async (
  fastify,
  { accessRequests },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    productsRoutePatterns.accessRequests,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: productsAccessRequestSchema, response: { 202: earlyAccessResponseSchema } },
    },
    async (request, reply) => {
      // The schema's refinement admitted only this service's pages.
      await accessRequests.receive(request.body as StoredAccessRequest);
      return reply.status(202).send({ message: earlyAccessMessages.succeeded });
    },
  );
};
