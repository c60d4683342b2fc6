import {
  contactMessageSchema,
  contactMessages,
  contactResponseSchema,
  marketingRoutePatterns,
} from '@gbc/contracts/marketing';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.js';

export interface ContactRoutesOptions {
  contact: ContactService;
}

/** The contact form's one public write. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (fastify, { contact }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    marketingRoutePatterns.contact,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: contactMessageSchema, response: { 202: contactResponseSchema } },
    },
    async (request, reply) => {
      await contact.send(request.body);
      return reply.status(202).send({ message: contactMessages.sent });
    },
  );
};
