import { paymentsApi, paymentsRoutePatterns } from '@gbc/contracts/payments';
import { publicWriteRateLimit, sameOriginFormsOnly } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProviderUnavailableError, providerRetryAfterSeconds } from '../providers/payment-provider.js';
import {
  cancelLinkPage,
  cancelledByLinkPage,
  cancelUnavailablePage,
  invalidCancelLinkPage,
} from './cancel-links.pages.js';
import type { CancelLinkService } from './cancel-links.service.js';

export interface CancelLinkRoutesOptions {
  cancelLinks: CancelLinkService;
  /** The site's origin: the Cancel press is accepted from its own page only. */
  publicOrigin: string;
}

const params = z.object({ subscriptionId: z.string().uuid() });
const tokenField = z.object({ token: z.string().min(1).max(100) });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The page a signed-out subscriber's receipt links to, and its Cancel press (a same-origin form POST). */
export const cancelLinkRoutes: FastifyPluginAsync<CancelLinkRoutesOptions> = async (
  fastify,
  { cancelLinks, publicOrigin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A plain HTML form posts url-encoded fields; only this scope accepts them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    paymentsRoutePatterns.cancelLink,
    { config: { auth: 'public' }, schema: { hide: true, params, querystring: tokenField } },
    async (request, reply) => {
      const { subscriptionId } = request.params;
      const view = await cancelLinks.view(subscriptionId, request.query.token);
      if (!view) return html(reply, 403, invalidCancelLinkPage());
      return html(
        reply,
        200,
        cancelLinkPage(view, paymentsApi.cancelLink(subscriptionId), request.query.token),
      );
    },
  );

  app.post(
    paymentsRoutePatterns.cancelLink,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      onRequest: sameOriginFormsOnly(publicOrigin),
      schema: { hide: true, params, body: tokenField },
    },
    async (request, reply) => {
      try {
        const { subscriptionId } = request.params;
        const { token } = request.body;
        const outcome = await cancelLinks.cancel(subscriptionId, token);
        if (!outcome) return html(reply, 403, invalidCancelLinkPage());
        const page = outcome.cancelledNow
          ? cancelledByLinkPage(outcome.view)
          : cancelLinkPage(outcome.view, paymentsApi.cancelLink(subscriptionId), token);
        return html(reply, 200, page);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        reply.log.warn({ err: error.cause ?? error }, error.message);
        reply.header('retry-after', String(providerRetryAfterSeconds));
        return html(reply, 503, cancelUnavailablePage());
      }
    },
  );
};
