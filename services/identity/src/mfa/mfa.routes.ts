import {
  identityRoutePatterns,
  mfaVerifyRequestSchema,
  sessionResponseSchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpDisableRequestSchema,
  totpEnrolResponseSchema,
} from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { callerOf } from '../sessions/sessions.guards.js';

/**
 * TOTP enrolment with recovery codes, turning it off, and the second step: a sign-in's challenge
 * exchanged for a session, or step-up of the current session (aal1 -> aal2).
 */
export const mfaRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  fastify,
  { services: { mfa }, cookies },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    identityRoutePatterns.totpEnrol,
    {
      config: { ...identityRateLimits.secondFactor, auth: { roles: [] } },
      schema: { response: { 200: totpEnrolResponseSchema } },
    },
    async (request) => mfa.enrolTotp(callerOf(request)),
  );

  app.post(
    identityRoutePatterns.totpConfirm,
    {
      config: { ...identityRateLimits.secondFactor, auth: { roles: [] } },
      schema: { body: totpConfirmRequestSchema, response: { 200: totpConfirmResponseSchema } },
    },
    async (request) => mfa.confirmTotp(callerOf(request), request.body.code),
  );

  app.post(
    identityRoutePatterns.totpDisable,
    {
      config: { ...identityRateLimits.secondFactor, auth: { roles: [] } },
      schema: { body: totpDisableRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => mfa.disableTotp(callerOf(request), request.body),
  );

  // Signed out with a challenge, or signed in for step-up: which one only the body says.
  app.post(
    identityRoutePatterns.mfaVerify,
    {
      config: { ...identityRateLimits.secondFactor, auth: 'public' },
      schema: { body: mfaVerifyRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { challenge } = request.body;
      if (challenge !== undefined) {
        const client = cookies.ensureDevice(request, reply);
        return cookies.sendSession(
          reply,
          await mfa.exchangeChallenge({ ...request.body, challenge }, client),
        );
      }
      await request.server.authenticateCaller(request, { roles: [] });
      return mfa.verifySecondFactor(callerOf(request), request.body);
    },
  );
};
