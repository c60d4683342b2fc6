import type { AccessTokenClaims } from '@gbc/contracts';
import {
  checkoutCreatedSchema,
  checkoutParamsSchema,
  checkoutRequestSchema,
  checkoutStateSchema,
  paymentsRoutePatterns,
} from '@gbc/contracts/payments';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withProvider } from '../providers/payment-provider.js';
import type { CheckoutService } from './checkouts.service.js';

/** Signed in when a Bearer token is sent (and then it must be valid); anonymous otherwise. */
async function optionalPrincipal(request: FastifyRequest): Promise<AccessTokenClaims | null> {
  if (!request.headers.authorization) return null;
  return request.server.verifyAccessToken(request);
}

/** Starting a checkout, and its state for the success pages. */
export const checkoutRoutes: FastifyPluginAsync<{ checkouts: CheckoutService }> = async (
  fastify,
  { checkouts },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    paymentsRoutePatterns.checkouts,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: checkoutRequestSchema, response: { 201: checkoutCreatedSchema } },
    },
    async (request, reply) => {
      const principal = await optionalPrincipal(request);
      const created = await withProvider(reply, () => checkouts.create(request.body, principal));
      return reply.status(201).send(created);
    },
  );

  app.get(
    paymentsRoutePatterns.checkout,
    {
      config: { auth: 'public' },
      schema: { params: checkoutParamsSchema, response: { 200: checkoutStateSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkouts.state(request.params.checkoutId);
    },
  );
};
