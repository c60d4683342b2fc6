import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { personalDataRoutes, type ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { createCancelLinks } from './cancel-links/cancel-links.js';
import { cancelLinkRoutes } from './cancel-links/cancel-links.routes.js';
import { createCancelLinkService } from './cancel-links/cancel-links.service.js';
import { checkoutRoutes } from './checkouts/checkouts.routes.js';
import { createCheckoutService } from './checkouts/checkouts.service.js';
import type { PaymentsContext } from './context.js';
import type { PaymentsDatabase } from './database.js';
import { internalRoutes } from './internal/internal.routes.js';
import { createInternalService } from './internal/internal.service.js';
import { createPaymentsPersonalData } from './internal/personal-data.service.js';
import { localProviderRoutes } from './local-provider/local-provider.routes.js';
import { LocalCheckoutProvider } from './local-provider/local-provider.service.js';
import { httpRatpakClient, type RatpakClient } from './plan-provisioning/ratpak-client.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import { stripeProvider } from './providers/stripe-provider.js';
import { reconciliationJob } from './reconciliation/reconciliation.js';
import { httpIdentityClient, type IdentityClient } from './role-grants/identity-client.js';
import type { PaymentsSettings } from './settings.js';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes.js';
import { createSubscriptionService } from './subscriptions/subscriptions.service.js';
import { webhookRoutes } from './webhooks/webhooks.routes.js';
import { createWebhookService } from './webhooks/webhooks.service.js';

export interface PaymentsOptions extends PaymentsSettings {
  /** Replaces the provider chosen from the settings (tests: a scripted Stripe stand-in). */
  provider?: PaymentProvider;
  /** Replaces the HTTP client of identity's internal API (tests). */
  identity?: IdentityClient;
  /** Replaces the HTTP client of ratpak's internal API (tests). */
  ratpak?: RatpakClient;
}

/** The origin of the host this plugin runs in: identity's (or ratpak's) address when mounted together. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address)
    throw new Error('The payments host is not listening, so other services cannot be reached through it');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * The payments service as a Fastify plugin, configured by `resolveOptions` when it is registered. The
 * services are built here on the database and the provider; route plugins get only the services.
 */
export function paymentsPlugin(
  resolveOptions: () => PaymentsOptions | Promise<PaymentsOptions>,
): FastifyPluginAsync<ServicePluginOptions<PaymentsDatabase>> {
  return async (app, { db }) => {
    const options = await resolveOptions();
    const identity =
      options.identity ??
      httpIdentityClient({
        baseUrl: () => options.identityUrl ?? ownOrigin(app),
        internalApiToken: options.internalApiToken,
      });
    const local =
      !options.provider && !options.stripeSecretKey
        ? new LocalCheckoutProvider({
            db,
            publicOrigin: options.publicOrigin,
            webhookSecret: options.webhookSecret,
            // Called only once requests come, when the webhook service below exists.
            deliver: (body, signature) => webhooks.receive(body, signature),
          })
        : null;
    if (local) {
      app.log.warn(
        'payments: STRIPE_SECRET_KEY is not set, so the local test provider plays checkout and nothing is charged',
      );
    }
    const provider =
      options.provider ??
      local ??
      stripeProvider(new Stripe(options.stripeSecretKey!, { maxNetworkRetries: 2, timeout: 20_000 }));
    const ratpak =
      options.ratpak ??
      httpRatpakClient({
        baseUrl: () => options.ratpakUrl ?? ownOrigin(app),
        internalApiToken: options.internalApiToken,
      });
    // Derived, so every process sharing the internal token accepts the links any of them mailed.
    const cancelLinkKey = createHmac('sha256', options.internalApiToken)
      .update('subscription-cancel-links')
      .digest('base64url');
    const ctx: PaymentsContext = {
      db,
      provider,
      publicOrigin: options.publicOrigin,
      identity,
      ratpak,
      cancelLinks: createCancelLinks(options.publicOrigin, cancelLinkKey),
      log: app.log.child({ component: 'payments' }),
    };
    const webhooks = createWebhookService(ctx, options.webhookSecret);

    await app.register(checkoutRoutes, { checkouts: createCheckoutService(ctx) });
    await app.register(webhookRoutes, { webhooks });
    await app.register(subscriptionRoutes, { subscriptions: createSubscriptionService(ctx) });
    await app.register(internalRoutes, {
      internal: createInternalService(ctx),
      internalApiToken: options.internalApiToken,
    });
    await app.register(cancelLinkRoutes, {
      cancelLinks: createCancelLinkService(ctx),
      publicOrigin: options.publicOrigin,
    });
    await app.register(personalDataRoutes, {
      personalData: createPaymentsPersonalData(ctx),
      internalApiToken: options.internalApiToken,
    });
    if (local) {
      await app.register(localProviderRoutes, { provider: local, publicOrigin: options.publicOrigin });
    }
    if (options.reconcileIntervalMs > 0) {
      await app.register(reconciliationJob, { ctx, intervalMs: options.reconcileIntervalMs });
    }
  };
}
