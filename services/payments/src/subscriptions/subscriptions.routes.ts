import {
  myPaymentsSchema,
  paymentsRoutePatterns,
  subscriptionParamsSchema,
  subscriptionPortalSchema,
} from '@gbc/contracts/payments';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withProvider } from '../providers/payment-provider.js';
import type { SubscriptionService } from './subscriptions.service.js';

const signedInUser = (request: FastifyRequest) => request.principal!.sub;

/** The member's own payments and subscriptions, for /account. */
export const subscriptionRoutes: FastifyPluginAsync<{ subscriptions: SubscriptionService }> = async (
  fastify,
  { subscriptions },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    paymentsRoutePatterns.myPayments,
    {
      // Any signed-in user (donors need not be members); 401 otherwise.
      config: { auth: { roles: [] } },
      schema: { response: { 200: myPaymentsSchema } },
    },
    async (request) => subscriptions.myPayments(signedInUser(request)),
  );

  app.post(
    paymentsRoutePatterns.subscriptionPortal,
    {
      config: { ...publicWriteRateLimit, auth: { roles: [] } },
      schema: { params: subscriptionParamsSchema, response: { 200: subscriptionPortalSchema } },
    },
    async (request, reply) =>
      withProvider(reply, () => subscriptions.portal(signedInUser(request), request.params.subscriptionId)),
  );
};
