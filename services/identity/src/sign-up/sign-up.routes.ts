import {
  acceptedResponseSchema,
  emailOnlyRequestSchema,
  identityMessages,
  identityRoutePatterns,
  signUpRequestSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';

export const signUpRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  fastify,
  { services: { signUp }, cookies },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    identityRoutePatterns.signUp,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: signUpRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await signUp.signUp(request.body, cookies.ensureDevice(request, reply));
      return reply.status(202).send({
        message: identityMessages.signUpAccepted,
        description: identityMessages.checkEmailDescription,
      });
    },
  );

  app.post(
    identityRoutePatterns.resendVerification,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await signUp.resendVerification(request.body, cookies.clientOf(request));
      return reply.status(202).send({
        message: identityMessages.verificationResent,
        description: identityMessages.checkEmailDescription,
      });
    },
  );
};
