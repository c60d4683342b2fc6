import {
  paymentsRoutePatterns,
  pseudonymiseRequestSchema,
  pseudonymiseResultSchema,
} from '@gbc/contracts/payments';
import { acceptInternalCallers } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InternalService } from './internal.service.js';

export interface InternalRoutesOptions {
  internal: InternalService;
  internalApiToken: string;
}

/** Calls from other services only (identity on account deletion), authenticated by the internal token. */
export const internalRoutes: FastifyPluginAsync<InternalRoutesOptions> = async (
  fastify,
  { internal, internalApiToken },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptInternalCallers(app, internalApiToken);

  app.post(
    paymentsRoutePatterns.pseudonymise,
    {
      config: { auth: 'internal' },
      schema: { hide: true, body: pseudonymiseRequestSchema, response: { 200: pseudonymiseResultSchema } },
    },
    async (request) => internal.pseudonymise(request.body.userId),
  );
};
