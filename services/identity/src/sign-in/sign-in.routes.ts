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
  signOutRequestSchema,
} from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type IdentityRouteOptions, identityRateLimits } from '../routes-config.js';
import {
  clearRefreshCookie,
  clientInfoOf,
  refreshTokenOf,
  rotateRefreshToken,
  sendSession,
} from '../sessions/sessions.service.js';
import { redeemLink, requestSignInLink, signInWithPassword, signOut } from './sign-in.service.js';

/** Password and e-mail-link sign-in, refresh and sign-out. */
export const signInRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    identityRoutePatterns.signIn,
    {
      config: identityRateLimits.signIn,
      schema: { body: signInRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) =>
      sendSession(ctx, reply, await signInWithPassword(ctx, request.body, clientInfoOf(request))),
  );

  app.post(
    identityRoutePatterns.emailLink,
    {
      config: identityRateLimits.publicWrite,
      schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await requestSignInLink(ctx, request.body);
      return reply
        .status(202)
        .send({ message: identityMessages.checkEmail, description: identityMessages.checkEmailDescription });
    },
  );

  app.post(
    identityRoutePatterns.redeemLink,
    {
      config: identityRateLimits.publicWrite,
      schema: { body: redeemLinkRequestSchema, response: { 200: redeemLinkResponseSchema } },
    },
    async (request, reply) => {
      const { purpose, session } = await redeemLink(ctx, request.body.token, clientInfoOf(request));
      return { purpose, session: sendSession(ctx, reply, session) };
    },
  );

  app.post(
    identityRoutePatterns.refresh,
    { config: identityRateLimits.refresh, schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const token = refreshTokenOf(request);
      const outcome = token
        ? await ctx.db
            .transaction()
            .execute((trx) => rotateRefreshToken(trx, ctx.settings.keys, token, clientInfoOf(request)))
        : undefined;
      if (outcome?.kind === 'rotated') return sendSession(ctx, reply, outcome.session);
      clearRefreshCookie(ctx, reply);
      throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
    },
  );

  app.post(
    identityRoutePatterns.signOut,
    { config: identityRateLimits.refresh, schema: { body: signOutRequestSchema.nullish() } },
    async (request, reply) => {
      await signOut(ctx, refreshTokenOf(request), request.body?.scope ?? 'local');
      clearRefreshCookie(ctx, reply);
      return reply.status(204).send();
    },
  );
};
