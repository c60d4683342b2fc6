import {
  identityRoutePatterns,
  mfaVerifyRequestSchema,
  sessionResponseSchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpEnrolResponseSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { authenticate, callerOf } from '../sessions/sessions.guards.js';
import { confirmTotp, enrolTotp, verifySecondFactor } from './mfa.service.js';

/** TOTP enrolment with recovery codes, and the second step of a sign-in (aal1 -> aal2). */
export const mfaRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    identityRoutePatterns.totpEnrol,
    { config: identityRateLimits.secondFactor, schema: { response: { 200: totpEnrolResponseSchema } } },
    async (request) => enrolTotp(ctx, callerOf(request)),
  );

  app.post(
    identityRoutePatterns.totpConfirm,
    {
      config: identityRateLimits.secondFactor,
      schema: { body: totpConfirmRequestSchema, response: { 200: totpConfirmResponseSchema } },
    },
    async (request) => confirmTotp(ctx, callerOf(request), request.body.code),
  );

  app.post(
    identityRoutePatterns.mfaVerify,
    {
      config: identityRateLimits.secondFactor,
      schema: { body: mfaVerifyRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => verifySecondFactor(ctx, callerOf(request), request.body),
  );
};
