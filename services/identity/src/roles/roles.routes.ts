import {
  identityRoutePatterns,
  internalRoleGrantRequestSchema,
  internalRoleGrantResponseSchema,
  roleChangeRequestSchema,
  roleChangeResponseSchema,
  userIdParamsSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { callerOf } from '../sessions/sessions.guards.js';
import { cannotRemoveOwnAdmin } from './roles.service.js';

/** Role changes: by an admin (aal2) through the API, and by payments through the internal endpoint. */
export const roleRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  fastify,
  { services: { roles } },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    identityRoutePatterns.userRoles,
    {
      config: { ...identityRateLimits.publicWrite, auth: { roles: ['admin'], aal: 'aal2' } },
      schema: {
        params: userIdParamsSchema,
        body: roleChangeRequestSchema,
        response: { 200: roleChangeResponseSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { userId } = request.params;
      if (userId === caller.sub && request.body.role === 'admin' && !request.body.grant)
        throw cannotRemoveOwnAdmin();
      const user = await roles.change({ userId, ...request.body }, { kind: 'admin', email: caller.email });
      return { user };
    },
  );

  app.post(
    identityRoutePatterns.internalRoleGrants,
    {
      config: { auth: 'internal' },
      schema: {
        hide: true,
        body: internalRoleGrantRequestSchema,
        response: { 200: internalRoleGrantResponseSchema },
      },
    },
    async (request) => {
      const { userId, role, grant, reference } = request.body;
      const user = await roles.change({ userId, role, grant }, { kind: 'service', reference });
      return { userId: user.id, roles: user.roles };
    },
  );
};
