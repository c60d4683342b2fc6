import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paymentsApi } from '@gbc/contracts/payments';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { PaymentsDatabase } from '../database.js';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  PortalSessionInput,
  ProviderCheckoutSession,
} from '../providers/payment-provider.js';
import {
  cancelLocalSession,
  cancelLocalSubscription,
  completeLocalSession,
  expireIfOverdue,
  findLocalSession,
  findLocalSessionBySubscription,
  insertLocalSession,
} from './local-provider.repository.js';
import type { LocalSessionRow } from './local-provider.table.js';

/** Stripe lets a checkout session stay open for 24 hours; so does the local provider. */
const sessionLifetimeMs = 24 * 60 * 60 * 1000;

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** Delivers a signed event body to the service's webhook handler (the same one Stripe's events reach). */
export type WebhookDelivery = (rawBody: Buffer, signature: string) => Promise<unknown>;

export interface LocalProviderOptions {
  db: Kysely<PaymentsDatabase>;
  publicOrigin: string;
  /** Signs the events it delivers (as Stripe signs with the endpoint secret) and its portal links. */
  webhookSecret: string;
}

/** A `checkout.session` object as Stripe sends it, with the fields the service reads. */
function sessionObject(session: LocalSessionRow) {
  return {
    id: session.id,
    object: 'checkout.session',
    client_reference_id: session.checkout_id,
    mode: session.mode,
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    amount_total: session.amount,
    currency: session.currency,
    customer: session.customer_id,
    customer_email: session.customer_email,
    subscription: session.subscription_id,
    payment_intent: session.payment_intent_id,
    metadata: { checkoutId: session.checkout_id },
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    created: Math.floor(session.created_at.getTime() / 1000),
    expires_at: Math.floor(session.expires_at.getTime() / 1000),
    livemode: false,
  };
}

/** A signed Stripe-shaped event: the body and its `Stripe-Signature` header. */
export function signedEvent(type: string, object: Record<string, unknown>, secret: string) {
  const payload = JSON.stringify({
    id: localId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return {
    body: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

export class LocalCheckoutProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(private readonly options: LocalProviderOptions) {}

  async createCheckoutSession(input: CheckoutSessionInput) {
    const id = localId('cs');
    await insertLocalSession(this.options.db, {
      id,
      checkout_id: input.checkoutId,
      mode: input.mode,
      description: input.description,
      amount: input.amount,
      currency: input.currency,
      interval: input.interval,
      customer_email: input.customerEmail,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: new Date(Date.now() + sessionLifetimeMs),
    });
    return { id, url: new URL(paymentsApi.local.checkout(id), this.options.publicOrigin).toString() };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    const session = await expireIfOverdue(this.options.db, sessionId);
    if (!session) throw new Error(`No local checkout session ${sessionId}`);
    return {
      id: session.id,
      status: session.status,
      paymentStatus: session.status === 'complete' ? 'paid' : 'unpaid',
      subscriptionId: session.subscription_id,
      customerId: session.customer_id,
      paymentIntentId: session.payment_intent_id,
    };
  }

  async createPortalSession({ subscriptionId, returnUrl }: PortalSessionInput) {
    const url = new URL(paymentsApi.local.portal(subscriptionId), this.options.publicOrigin);
    url.searchParams.set('return', returnUrl);
    url.searchParams.set('token', this.portalToken(subscriptionId, returnUrl));
    return { url: url.toString() };
  }

  /** The portal link stands in for Stripe's signed portal session: only the member who asked holds it. */
  portalToken(subscriptionId: string, returnUrl: string): string {
    return createHmac('sha256', this.options.webhookSecret)
      .update(`portal\n${subscriptionId}\n${returnUrl}`)
      .digest('base64url');
  }

  checkPortalToken(subscriptionId: string, returnUrl: string, token: string): boolean {
    const expected = Buffer.from(this.portalToken(subscriptionId, returnUrl));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A return URL is followed only on the site's own origin. */
  isSiteUrl(url: string): boolean {
    try {
      return new URL(url).origin === new URL(this.options.publicOrigin).origin;
    } catch {
      return false;
    }
  }

  async findSession(sessionId: string): Promise<LocalSessionRow | undefined> {
    return expireIfOverdue(this.options.db, sessionId);
  }

  async findSubscriptionSession(subscriptionId: string): Promise<LocalSessionRow | undefined> {
    return findLocalSessionBySubscription(this.options.db, subscriptionId);
  }

  /** Pay: completes the session and delivers `checkout.session.completed`; returns where the browser goes. */
  async pay(sessionId: string, deliver: WebhookDelivery): Promise<string | null> {
    const current = await findLocalSession(this.options.db, sessionId);
    if (!current) return null;
    const session = await completeLocalSession(this.options.db, sessionId, {
      customerId: localId('cus'),
      subscriptionId: current.mode === 'subscription' ? localId('sub') : null,
      paymentIntentId: localId('pi'),
    });
    if (!session) return null;
    const event = signedEvent(
      'checkout.session.completed',
      sessionObject(session),
      this.options.webhookSecret,
    );
    await deliver(event.body, event.signature);
    return session.success_url;
  }

  /** Cancel: expires the session and delivers `checkout.session.expired`; returns where the browser goes. */
  async cancel(sessionId: string, deliver: WebhookDelivery): Promise<string | null> {
    const session = await cancelLocalSession(this.options.db, sessionId);
    if (!session) return null;
    const event = signedEvent('checkout.session.expired', sessionObject(session), this.options.webhookSecret);
    await deliver(event.body, event.signature);
    return session.cancel_url;
  }

  /** The portal's cancel: ends the subscription at once and delivers `customer.subscription.deleted`. */
  async cancelSubscription(subscriptionId: string, deliver: WebhookDelivery): Promise<boolean> {
    const session = await cancelLocalSubscription(this.options.db, subscriptionId);
    if (!session) return false;
    const event = signedEvent(
      'customer.subscription.deleted',
      { id: subscriptionId, object: 'subscription', status: 'canceled', customer: session.customer_id },
      this.options.webhookSecret,
    );
    await deliver(event.body, event.signature);
    return true;
  }
}
