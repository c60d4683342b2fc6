import { errorCodes } from '@gbc/contracts';
import {
  acceptedResponseSchema,
  emailOnlyRequestSchema,
  identityMessages,
  identityRoutePatterns,
  redeemLinkRequestSchema,
  redeemLinkResponseSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutRequestSchema,
} from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import { refreshTokenOf } from '../sessions/sessions.service.js';

/** Password and e-mail-link sign-in, refresh and sign-out. */
export const signInRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  fastify,
  { services: { signIn }, cookies },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    identityRoutePatterns.signIn,
    {
      config: { ...identityRateLimits.signIn, auth: 'public' },
      schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply) => {
      const client = cookies.ensureDevice(request, reply);
      return cookies.sendSignInOutcome(reply, await signIn.withPassword(request.body, client));
    },
  );

  app.post(
    identityRoutePatterns.emailLink,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await signIn.requestLink(request.body, cookies.clientOf(request));
      return reply
        .status(202)
        .send({ message: identityMessages.checkEmail, description: identityMessages.checkEmailDescription });
    },
  );

  app.post(
    identityRoutePatterns.redeemLink,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: redeemLinkRequestSchema, response: { 200: redeemLinkResponseSchema } },
    },
    async (request, reply) => {
      const client = cookies.ensureDevice(request, reply);
      const { purpose, passwordSetupRequired, ...outcome } = await signIn.redeemLink(request.body, client);
      if (outcome.kind === 'challenge')
        return { purpose, mfaRequired: true as const, challenge: outcome.challenge };
      return { purpose, passwordSetupRequired, session: cookies.sendSession(reply, outcome.session) };
    },
  );

  app.post(
    identityRoutePatterns.refresh,
    {
      config: { ...identityRateLimits.refresh, auth: 'public' },
      schema: { response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request);
      const outcome = token ? await signIn.refresh(token, cookies.clientOf(request)) : undefined;
      if (outcome?.kind === 'rotated') return cookies.sendSession(reply, outcome.session);
      cookies.clearSession(reply);
      throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
    },
  );

  app.post(
    identityRoutePatterns.signOut,
    {
      config: { ...identityRateLimits.refresh, auth: 'public' },
      schema: { body: signOutRequestSchema.nullish() },
    },
    async (request, reply) => {
      await signIn.signOut(refreshTokenOf(request), request.body?.scope ?? 'local');
      cookies.clearSession(reply);
      return reply.status(204).send();
    },
  );
};
