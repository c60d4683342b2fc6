import {
  adminRoutePatterns,
  securityEventsParamsSchema,
  securityEventsResponseSchema,
  securitySummaryResponseSchema,
} from '@gbc/contracts/admin';
import type { RouteAuth } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SecurityService } from './security.service.js';

export interface SecurityRoutesOptions {
  security: SecurityService;
}

const adminOnly: RouteAuth = { roles: ['admin'], aal: 'aal2' };

/** The security dashboard's reads: admins who passed the second factor, nobody else. */
export const securityRoutes: FastifyPluginAsync<SecurityRoutesOptions> = async (fastify, { security }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    adminRoutePatterns.securitySummary,
    { config: { auth: adminOnly }, schema: { response: { 200: securitySummaryResponseSchema } } },
    () => security.summary(),
  );

  app.get(
    adminRoutePatterns.securityEvents,
    {
      config: { auth: adminOnly },
      schema: { params: securityEventsParamsSchema, response: { 200: securityEventsResponseSchema } },
    },
    (request) => security.events(request.params.tab),
  );
};
