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
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IdentityContext } from '../context.js';
import { ensureDeviceCookie, requestClient } from '../devices/devices.service.js';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import {
  clearRefreshCookie,
  refreshTokenOf,
  rotateRefreshToken,
  sendSession,
} from '../sessions/sessions.service.js';
import {
  redeemLink,
  requestSignInLink,
  type SignInOutcome,
  signInWithPassword,
  signOut,
} from './sign-in.service.js';

/** The answer to a passed first step: the session (and its cookies), or only the challenge. */
export function sendSignInOutcome(ctx: IdentityContext, reply: FastifyReply, outcome: SignInOutcome) {
  if (outcome.kind === 'session') return sendSession(ctx, reply, outcome.session);
  reply.header('cache-control', 'no-store');
  return { mfaRequired: true as const, challenge: outcome.challenge };
}

/** Password and e-mail-link sign-in, refresh and sign-out. */
export const signInRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    identityRoutePatterns.signIn,
    {
      config: { ...identityRateLimits.signIn, auth: 'public' },
      schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply) => {
      const client = ensureDeviceCookie(ctx, request, reply);
      return sendSignInOutcome(ctx, reply, await signInWithPassword(ctx, request.body, client));
    },
  );

  app.post(
    identityRoutePatterns.emailLink,
    {
      config: { ...identityRateLimits.publicWrite, auth: 'public' },
      schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await requestSignInLink(ctx, request.body, requestClient(ctx, request));
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
      const client = ensureDeviceCookie(ctx, request, reply);
      const { purpose, passwordSetupRequired, ...outcome } = await redeemLink(ctx, request.body, client);
      if (outcome.kind === 'challenge')
        return { purpose, mfaRequired: true as const, challenge: outcome.challenge };
      return { purpose, passwordSetupRequired, session: sendSession(ctx, reply, outcome.session) };
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
      const outcome = token
        ? await ctx.db
            .transaction()
            .execute((trx) => rotateRefreshToken(trx, ctx.settings.keys, token, requestClient(ctx, request)))
        : undefined;
      if (outcome?.kind === 'rotated') return sendSession(ctx, reply, outcome.session);
      clearRefreshCookie(ctx, reply);
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
      await signOut(ctx, refreshTokenOf(request), request.body?.scope ?? 'local');
      clearRefreshCookie(ctx, reply);
      return reply.status(204).send();
    },
  );
};
