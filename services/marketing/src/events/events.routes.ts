import { errorCodes } from '@gbc/contracts';
import {
  eventConfirmationEmailSchema,
  eventInformationSchema,
  eventMailResponseSchema,
  eventMessages,
  eventRegistrationResponseSchema,
  eventRegistrationSchema,
  marketingRoutePatterns,
} from '@gbc/contracts/marketing';
import { HttpError, publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EventService } from './events.service.js';

export interface EventRoutesOptions {
  events: EventService;
}

/**
 * Register and More Info are public: a visitor acts signed out, and a Bearer token, when sent, makes
 * the write the account's (its address from the verified token). A token sent and not valid is a 401,
 * never a silent signed-out write.
 */
async function accountOf(app: FastifyInstance, request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  const claims = await app.verifyAccessToken(request);
  return { userId: claims.sub, email: claims.email };
}

/** Public event writes: Register, the address a signed-out seat's confirmation goes to, More Info. */
export const eventRoutes: FastifyPluginAsync<EventRoutesOptions> = async (fastify, { events }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    marketingRoutePatterns.eventRegistrations,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: eventRegistrationSchema, response: { 201: eventRegistrationResponseSchema } },
    },
    async (request, reply) => {
      const account = await accountOf(fastify, request);
      const result = await events.register(
        request.body,
        account && { ...account, name: request.body.name ?? null },
      );
      return reply.status(201).send({
        registrationId: result.registrationId,
        ...(result.claimToken ? { claimToken: result.claimToken } : {}),
        message: eventMessages.registered(result.event.title),
        description: account ? eventMessages.registeredDescription : eventMessages.confirmationOffer,
      });
    },
  );

  app.post(
    marketingRoutePatterns.eventRegistrationEmail,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: eventConfirmationEmailSchema, response: { 200: eventMailResponseSchema } },
    },
    async (request) => {
      const event = await events.addConfirmationEmail(request.body);
      return { message: eventMessages.confirmationSent(event.title), description: eventMessages.spamHint };
    },
  );

  app.post(
    marketingRoutePatterns.eventInformation,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: eventInformationSchema, response: { 200: eventMailResponseSchema } },
    },
    async (request) => {
      const account = await accountOf(fastify, request);
      const email = account?.email ?? request.body.email;
      if (!email) {
        throw new HttpError(400, errorCodes.badRequest, eventMessages.emailRequired, {
          email: eventMessages.emailRequired,
        });
      }
      const event = await events.requestInformation(request.body.eventId, email, account?.userId ?? null);
      return { message: eventMessages.informationSent(event.title), description: eventMessages.spamHint };
    },
  );
};
