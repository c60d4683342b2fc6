import { earlyAccessMessages, earlyAccessResponseSchema } from '@gbc/contracts/early-access';
import { ratpakAccessRequestSchema, ratpakRoutePatterns } from '@gbc/contracts/ratpak';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessRequestService } from './access-requests.service.js';

export interface AccessRequestRoutesOptions {
  accessRequests: AccessRequestService;
}

/** The early-access gate's one public write for /ratpak, with the gate's schema. */
export const accessRequestRoutes: FastifyPluginAsync<AccessRequestRoutesOptions> = async (
  fastify,
  { accessRequests },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    ratpakRoutePatterns.accessRequests,
    {
      bodyLimit: 16 * 1024,
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: ratpakAccessRequestSchema, response: { 202: earlyAccessResponseSchema } },
    },
    async (request, reply) => {
      await accessRequests.receive(request.body);
      return reply.status(202).send({ message: earlyAccessMessages.succeeded });
    },
  );
};
