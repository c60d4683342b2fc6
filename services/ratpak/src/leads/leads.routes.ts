import {
  laserDelightLeadSchema,
  leadReceivedSchema,
  ratpakRoutePatterns,
  soilWhispererLeadSchema,
} from '@gbc/contracts/ratpak';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LeadsService } from './leads.service.js';

/** Every field at its limit, escaped, fits well within this; anything larger is a 413. */
const leadBodyLimitBytes = 32 * 1024;

export interface LeadRoutesOptions {
  leads: LeadsService;
}

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const leadRoute = {
  bodyLimit: leadBodyLimitBytes,
  config: { ...publicWriteRateLimit, auth: 'public' as const },
};

/** The two lead forms' public writes. */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (fastify, { leads }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    ratpakRoutePatterns.laserDelightLeads,
    { ...leadRoute, schema: { body: laserDelightLeadSchema, response: { 202: leadReceivedSchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await leads.receive({ kind: 'laser-delight', lead: request.body }, clientOf(request))),
  );

  app.post(
    ratpakRoutePatterns.soilWhispererLeads,
    { ...leadRoute, schema: { body: soilWhispererLeadSchema, response: { 202: leadReceivedSchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await leads.receive({ kind: 'soil-whisperer', lead: request.body }, clientOf(request))),
  );
};
