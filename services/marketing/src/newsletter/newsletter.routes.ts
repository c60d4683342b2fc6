import { errorCodes } from '@gbc/contracts';
import {
  marketingRoutePatterns,
  newsletterActionResponseSchema,
  newsletterJoinSchema,
  newsletterMessages,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenBodySchema,
  newsletterTokenSchema,
} from '@gbc/contracts/marketing';
import { HttpError, publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './newsletter.service.js';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
}

/** The same answer for every accepted sign-up, so the form reveals nothing about who is subscribed. */
const signedUp = {
  message: newsletterMessages.subscribed,
  description: newsletterMessages.subscribedDescription,
};

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The largest form body a mail client's one-click POST needs (`List-Unsubscribe=One-Click`). */
const oneClickBodyLimit = 1024;

/**
 * The unsubscribe endpoint takes its token from the query (RFC 8058 one-click: the mail client POSTs
 * `List-Unsubscribe=One-Click` as a form to the header's URL) or from a JSON body (the page).
 */
const unsubscribeQuerySchema = z.object({ token: newsletterTokenSchema.optional() });
const unsubscribeBodySchema = z
  .object({ token: newsletterTokenSchema.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();

/** Public newsletter writes: both sign-up forms, the confirmation and the unsubscribe. */
export const newsletterRoutes: FastifyPluginAsync<NewsletterRoutesOptions> = async (
  fastify,
  { newsletter },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // One route per form, each validated by that form's own schema, both answered the same way.
  const signUpForms = [
    [marketingRoutePatterns.newsletterSubscribe, newsletterSubscribeSchema],
    [marketingRoutePatterns.newsletterJoin, newsletterJoinSchema],
  ] as const;
  for (const [pattern, body] of signUpForms) {
    app.post(
      pattern,
      {
        config: { ...publicWriteRateLimit, auth: 'public' },
        schema: { body, response: { 202: newsletterSubscribeResponseSchema } },
      },
      async (request, reply) => {
        await newsletter.signUp(request.body, clientOf(request));
        return reply.status(202).send(signedUp);
      },
    );
  }

  app.post(
    marketingRoutePatterns.newsletterConfirm,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: newsletterTokenBodySchema, response: { 200: newsletterActionResponseSchema } },
    },
    async (request) => {
      await newsletter.confirm(request.body.token);
      return { message: newsletterMessages.confirmed };
    },
  );

  // Mail clients send the one-click unsubscribe as a form, so only its scope parses forms: a form is
  // what another site's page can post without CORS, and the sign-ups and confirmation take JSON only.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: oneClickBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: oneClickBodyLimit },
      (_r, _b, done) => done(null, {}),
    );

    oneClick.post(
      marketingRoutePatterns.newsletterUnsubscribe,
      {
        config: { ...publicWriteRateLimit, auth: 'public' },
        schema: {
          querystring: unsubscribeQuerySchema,
          body: unsubscribeBodySchema,
          response: { 200: newsletterActionResponseSchema },
        },
      },
      async (request) => {
        const token = request.query.token ?? request.body?.token;
        if (!token) {
          throw new HttpError(400, errorCodes.badRequest, newsletterMessages.token, {
            token: newsletterMessages.token,
          });
        }
        await newsletter.unsubscribe(token);
        return { message: newsletterMessages.unsubscribed };
      },
    );
  });
};
