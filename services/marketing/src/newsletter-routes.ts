import {
  newsletterMessages,
  newsletterSignupSchema,
  newsletterSubscribePath,
  newsletterSubscribeResponseSchema,
} from '@gbc/contracts';
import { publicWriteRateLimit, type ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MarketingDatabase } from './database.js';
import { subscribeToNewsletter } from './newsletter-signup.js';

/** The public newsletter sign-up of the footer, contact and join pages, under `/api/marketing`. */
export const newsletterRoutes: FastifyPluginAsync<ServicePluginOptions<MarketingDatabase>> = async (
  fastify,
  { db },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    newsletterSubscribePath,
    {
      config: publicWriteRateLimit,
      schema: {
        body: newsletterSignupSchema,
        response: { 200: newsletterSubscribeResponseSchema, 201: newsletterSubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await db.transaction().execute((trx) => subscribeToNewsletter(trx, request.body));
      // A repeat sign-up is no error: the visitor gets what they asked for, just no second welcome.
      if (outcome === 'already_subscribed') {
        return {
          message: newsletterMessages.alreadySubscribed,
          description: newsletterMessages.alreadySubscribedDescription,
        };
      }
      return reply.status(201).send({
        message: newsletterMessages.subscribed,
        description: newsletterMessages.subscribedDescription,
      });
    },
  );
};
