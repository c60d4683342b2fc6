import {
  acceptedResponseSchema,
  changePasswordRequestSchema,
  emailOnlyRequestSchema,
  identityMessages,
  identityRoutePatterns,
  resetPasswordRequestSchema,
  signInResponseSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { callerOf } from '../sessions/sessions.guards.js';

/** Forgotten password (link by e-mail), reset from the link, and change while signed in. */
export const passwordRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  fastify,
  { services: { passwords }, cookies },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    identityRoutePatterns.forgotPassword,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await passwords.requestReset(request.body, cookies.clientOf(request));
      return reply
        .status(202)
        .send({ message: identityMessages.checkEmail, description: identityMessages.checkEmailDescription });
    },
  );

  app.post(
    identityRoutePatterns.resetPassword,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: resetPasswordRequestSchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply) => {
      const client = cookies.ensureDevice(request, reply);
      return cookies.sendSignInOutcome(reply, await passwords.reset(request.body, client));
    },
  );

  app.post(
    identityRoutePatterns.changePassword,
    {
      config: { ...identityRateLimits.publicWrite, auth: { roles: [] } },
      schema: { body: changePasswordRequestSchema, response: { 200: acceptedResponseSchema } },
    },
    async (request) => {
      await passwords.change(callerOf(request), request.body);
      return { message: identityMessages.passwordChanged };
    },
  );
};
