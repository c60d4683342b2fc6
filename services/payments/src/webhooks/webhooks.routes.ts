import { paymentsRoutePatterns } from '@gbc/contracts/payments';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { WebhookService } from './webhooks.service.js';

export interface WebhookRoutesOptions {
  webhooks: WebhookService;
}

const receivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * Stripe's webhook endpoint. The signature covers the exact bytes sent, so in this scope JSON bodies
 * arrive as an untouched Buffer instead of being parsed.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, { webhooks }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    paymentsRoutePatterns.stripeWebhook,
    { config: { auth: 'public' }, schema: { hide: true, response: { 200: receivedSchema } } },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const outcome = await webhooks.receive(body, typeof signature === 'string' ? signature : undefined);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  );
};
