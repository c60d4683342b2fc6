import {
  acceptedResponseSchema,
  changeEmailRequestSchema,
  dataExportSchema,
  deleteAccountRequestSchema,
  identityMessages,
  identityRoutePatterns,
  updateProfileRequestSchema,
  userProfileSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { callerOf } from '../sessions/sessions.guards.js';

/** The signed-in account's self-service: profile, e-mail change, export, deletion. */
export const accountRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  fastify,
  { services: { account }, cookies },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    identityRoutePatterns.me,
    { config: { auth: { roles: [] } }, schema: { response: { 200: userProfileSchema } } },
    async (request) => account.profile(callerOf(request)),
  );

  app.patch(
    identityRoutePatterns.me,
    {
      config: { ...identityRateLimits.publicWrite, auth: { roles: [] } },
      schema: { body: updateProfileRequestSchema, response: { 200: userProfileSchema } },
    },
    async (request) => account.updateProfile(callerOf(request), request.body.displayName),
  );

  app.post(
    identityRoutePatterns.changeEmail,
    {
      config: { ...identityRateLimits.publicWrite, auth: { roles: [] } },
      schema: { body: changeEmailRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await account.requestEmailChange(callerOf(request), request.body);
      return reply.status(202).send({ message: identityMessages.emailChangeRequested });
    },
  );

  app.get(
    identityRoutePatterns.exportData,
    { config: { auth: { roles: [] } }, schema: { response: { 200: dataExportSchema } } },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-account-data.json"');
      return account.exportData(callerOf(request));
    },
  );

  app.delete(
    identityRoutePatterns.me,
    {
      config: { ...identityRateLimits.publicWrite, auth: { roles: [] } },
      schema: { body: deleteAccountRequestSchema },
    },
    async (request, reply) => {
      await account.delete(callerOf(request), request.body);
      cookies.clearSession(reply);
      return reply.status(204).send();
    },
  );
};
