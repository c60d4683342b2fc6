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
import { ensureDeviceCookie, requestClient } from '../devices/devices.service.js';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { callerOf } from '../sessions/sessions.guards.js';
import { sendSignInOutcome } from '../sign-in/sign-in.routes.js';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service.js';

/** Forgotten password (link by e-mail), reset from the link, and change while signed in. */
export const passwordRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    identityRoutePatterns.forgotPassword,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body, requestClient(ctx, request));
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
      const client = ensureDeviceCookie(ctx, request, reply);
      return sendSignInOutcome(ctx, reply, await resetPassword(ctx, request.body, client));
    },
  );

  app.post(
    identityRoutePatterns.changePassword,
    {
      config: { ...identityRateLimits.publicWrite, auth: { roles: [] } },
      schema: { body: changePasswordRequestSchema, response: { 200: acceptedResponseSchema } },
    },
    async (request) => {
      await changePassword(ctx, callerOf(request), request.body);
      return { message: identityMessages.passwordChanged };
    },
  );
};
