import { errorCodes } from '@gbc/contracts';
import {
  payerEmailSchema,
  paymentMessages,
  paymentsApi,
  paymentsRoutePatterns,
} from '@gbc/contracts/payments';
import { HttpError, publicWriteRateLimit, sameOriginFormsOnly } from '@gbc/service-kit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutPage, closedCheckoutPage, notFoundPage, portalPage } from './local-provider.pages.js';
import type { LocalCheckoutProvider } from './local-provider.service.js';

export interface LocalProviderRoutesOptions {
  provider: LocalCheckoutProvider;
  /** The site's origin: Pay, Cancel and the portal's cancel are accepted from its pages only. */
  publicOrigin: string;
}

const sessionParams = z.object({ sessionId: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });
const subscriptionParams = z.object({ subscriptionId: z.string().regex(/^sub_local_[0-9a-f]{24}$/) });
const checkoutForm = z.object({
  action: z.enum(['pay', 'cancel', 'refund', 'end-trial']),
  /** Sent by the page only when the site started the checkout without an address. */
  email: z.string().max(500).optional(),
});
const portalQuery = z.object({ token: z.string().min(1).max(100), return: z.string().url().max(500) });
const portalForm = portalQuery.extend({ action: z.literal('cancel') });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const invalidPortalLink = () =>
  new HttpError(403, errorCodes.forbidden, 'This subscription link is not valid.');

/**
 * The local provider's pages: checkout (Pay / Cancel, then Refund, or End trial now during a free trial)
 * and the subscription portal. Each action
 * delivers a signed event to the webhook handler before sending the browser back, as Stripe does.
 */
export const localProviderRoutes: FastifyPluginAsync<LocalProviderRoutesOptions> = async (
  fastify,
  { provider, publicOrigin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sameOriginOnly = sameOriginFormsOnly(publicOrigin);
  // Viewing the portal and cancelling from it accept the same links: signed, and returning to this site.
  const checkPortalLink = (subscriptionId: string, returnUrl: string, token: string) => {
    if (!provider.isSiteUrl(returnUrl) || !provider.checkPortalToken(subscriptionId, returnUrl, token)) {
      throw invalidPortalLink();
    }
  };
  // Plain HTML forms post url-encoded fields; only these routes accept them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    paymentsRoutePatterns.localCheckout,
    { config: { auth: 'public' }, schema: { hide: true, params: sessionParams } },
    async (request, reply) => {
      const session = await provider.findSession(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      const action = paymentsApi.local.checkout(session.id);
      if (session.status !== 'open') return html(reply, 200, closedCheckoutPage(session, action));
      return html(reply, 200, checkoutPage(session, action));
    },
  );

  app.post(
    paymentsRoutePatterns.localCheckout,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      onRequest: sameOriginOnly,
      schema: { hide: true, params: sessionParams, body: checkoutForm },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const action = paymentsApi.local.checkout(sessionId);
      let typedEmail: string | null = null;
      if (request.body.action === 'pay') {
        const session = await provider.findSession(sessionId);
        if (session?.status === 'open' && !session.customer_email) {
          const typed = request.body.email ?? '';
          const email = payerEmailSchema.safeParse(typed);
          if (!email.success) {
            const error = email.error.issues[0]?.message ?? paymentMessages.emailInvalid;
            return html(reply, 422, checkoutPage(session, action, { value: typed, error }));
          }
          typedEmail = email.data;
        }
      }
      const next = await (async () => {
        switch (request.body.action) {
          case 'pay':
            return provider.pay(sessionId, typedEmail);
          case 'cancel':
            return provider.cancel(sessionId);
          case 'refund':
            return (await provider.refund(sessionId)) && action;
          case 'end-trial':
            return (await provider.endTrial(sessionId)) && action;
        }
      })();
      if (next) return reply.redirect(next, 303);
      const session = await provider.findSession(sessionId);
      if (!session) return html(reply, 404, notFoundPage());
      return html(reply, 409, closedCheckoutPage(session, action));
    },
  );

  app.get(
    paymentsRoutePatterns.localPortal,
    {
      config: { auth: 'public' },
      schema: { hide: true, params: subscriptionParams, querystring: portalQuery },
    },
    async (request, reply) => {
      const { subscriptionId } = request.params;
      const { token, return: returnUrl } = request.query;
      checkPortalLink(subscriptionId, returnUrl, token);
      const session = await provider.findSubscriptionSession(subscriptionId);
      if (!session) return html(reply, 404, notFoundPage());
      return html(
        reply,
        200,
        portalPage(session, paymentsApi.local.portal(subscriptionId), { token, returnUrl }),
      );
    },
  );

  app.post(
    paymentsRoutePatterns.localPortal,
    {
      config: { ...publicWriteRateLimit, auth: 'public' },
      onRequest: sameOriginOnly,
      schema: { hide: true, params: subscriptionParams, body: portalForm },
    },
    async (request, reply) => {
      const { subscriptionId } = request.params;
      const { token, return: returnUrl } = request.body;
      checkPortalLink(subscriptionId, returnUrl, token);
      await provider.cancelSubscription(subscriptionId);
      return reply.redirect(returnUrl, 303);
    },
  );
};
