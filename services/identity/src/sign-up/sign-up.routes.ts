import {
  acceptedResponseSchema,
  identityMessages,
  identityRoutePatterns,
  signUpRequestSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { signUp } from './sign-up.service.js';

export const signUpRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    identityRoutePatterns.signUp,
    {
      config: identityRateLimits.publicWrite,
      schema: { body: signUpRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await signUp(ctx, request.body);
      return reply.status(202).send({
        message: identityMessages.signUpAccepted,
        description: identityMessages.checkEmailDescription,
      });
    },
  );
};
