import {
  demoBookedSchema,
  demoBookingSchema,
  demoConfirmationEmailSchema,
  demoConfirmationSentSchema,
  demoSlotListSchema,
  ratpakRoutePatterns,
} from '@gbc/contracts/ratpak';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DemoService } from './demo.service.js';

/** A booking or an address is a few dozen bytes; anything near this is not one. */
const demoBodyLimitBytes = 4 * 1024;

export interface DemoRoutesOptions {
  demo: DemoService;
}

/**
 * The picker's slots, a booking and the address a signed-out booking's confirmation goes to. Booking is
 * public: a Bearer token, when sent, makes it the account's (its address from the verified token); a
 * token sent and not valid is a 401, never a silent signed-out booking.
 */
export const demoRoutes: FastifyPluginAsync<DemoRoutesOptions> = async (fastify, { demo }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Never cached: a slot booked a moment ago must leave the list at once.
  app.get(
    ratpakRoutePatterns.demoSlots,
    { config: { auth: 'public' }, schema: { response: { 200: demoSlotListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return demo.listSlots();
    },
  );

  app.post(
    ratpakRoutePatterns.demoBookings,
    {
      bodyLimit: demoBodyLimitBytes,
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: demoBookingSchema, response: { 201: demoBookedSchema } },
    },
    async (request, reply) => {
      const claims = request.headers.authorization ? await fastify.verifyAccessToken(request) : null;
      const account = claims ? { userId: claims.sub, email: claims.email } : null;
      return reply.status(201).send(await demo.book(request.body, account));
    },
  );

  app.post(
    ratpakRoutePatterns.demoBookingEmail,
    {
      bodyLimit: demoBodyLimitBytes,
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: demoConfirmationEmailSchema, response: { 200: demoConfirmationSentSchema } },
    },
    async (request) => ({ message: await demo.addConfirmationEmail(request.body) }),
  );
};
