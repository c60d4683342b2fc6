import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paymentsApi } from '@gbc/contracts/payments';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { PaymentsDatabase } from '../database.js';
import {
  amountDueAtCheckout,
  type CheckoutSessionInput,
  type PaymentProvider,
  type PortalSessionInput,
  type ProviderCheckoutSession,
} from '../providers/payment-provider.js';
import {
  cancelLocalSession,
  cancelLocalSubscription,
  completeLocalSession,
  endLocalTrial,
  expireIfOverdue,
  findLocalSession,
  findLocalSessionBySubscription,
  insertLocalSession,
  refundLocalSession,
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
  /** Where its events go: the service's webhook handler. */
  deliver: WebhookDelivery;
}

/**
 * A `checkout.session` object as Stripe sends it, with the fields the service reads. In subscription
 * mode Stripe's session has no payment intent: the payment belongs to the subscription's first invoice.
 */
function sessionObject(session: LocalSessionRow) {
  const subscriptionMode = session.mode === 'subscription';
  const complete = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session',
    client_reference_id: session.checkout_id,
    mode: session.mode,
    status: session.status,
    payment_status: complete ? (session.trial_days ? 'no_payment_required' : 'paid') : 'unpaid',
    amount_total: amountDueAtCheckout(session),
    currency: session.currency,
    customer: session.customer_id,
    customer_email: session.customer_email,
    customer_details: { email: session.customer_email },
    subscription: session.subscription_id,
    payment_intent: subscriptionMode ? null : session.payment_intent_id,
    invoice: subscriptionMode ? session.invoice_id : null,
    metadata: { checkoutId: session.checkout_id },
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    created: Math.floor(session.created_at.getTime() / 1000),
    expires_at: Math.floor(session.expires_at.getTime() / 1000),
    livemode: false,
  };
}

interface LocalInvoice {
  id: string | null;
  /** `subscription_create` at checkout; `subscription_cycle` for the first period after a trial. */
  billingReason: 'subscription_create' | 'subscription_cycle';
  amount: number;
}

/**
 * A paid invoice of the subscription (`invoice.paid`): the first one at checkout (0 during a free
 * trial), or the one that ends a trial, which names its payment as Stripe's `payments` list does.
 */
function invoiceObject(session: LocalSessionRow, invoice: LocalInvoice) {
  const payments =
    invoice.billingReason === 'subscription_cycle'
      ? {
          object: 'list',
          data: [
            {
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: session.payment_intent_id },
            },
          ],
        }
      : undefined;
  return {
    id: invoice.id,
    object: 'invoice',
    billing_reason: invoice.billingReason,
    status: 'paid',
    amount_due: invoice.amount,
    amount_paid: invoice.amount,
    amount_remaining: 0,
    ...(payments ? { payments } : {}),
    currency: session.currency,
    customer: session.customer_id,
    customer_email: session.customer_email,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: { checkoutId: session.checkout_id },
        subscription: session.subscription_id,
      },
    },
    livemode: false,
  };
}

/** The payment of an invoice (`invoice_payment.paid`), the one place its payment intent is named. */
function invoicePaymentObject(session: LocalSessionRow, invoiceId: string | null) {
  return {
    id: localId('inpay'),
    object: 'invoice_payment',
    invoice: invoiceId,
    amount_paid: session.amount,
    amount_requested: session.amount,
    currency: session.currency,
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: session.payment_intent_id },
    livemode: false,
  };
}

/** A fully refunded `charge` of the session's payment (`charge.refunded`). */
function refundedChargeObject(session: LocalSessionRow) {
  return {
    id: localId('ch'),
    object: 'charge',
    amount: session.amount,
    amount_refunded: session.amount,
    currency: session.currency,
    customer: session.customer_id,
    payment_intent: session.payment_intent_id,
    paid: true,
    refunded: true,
    status: 'succeeded',
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
      trial_days: input.trialDays,
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
      paymentStatus:
        session.status === 'complete' ? (session.trial_days ? 'no_payment_required' : 'paid') : 'unpaid',
      subscriptionId: session.subscription_id,
      customerId: session.customer_id,
      paymentIntentId: session.mode === 'payment' ? session.payment_intent_id : null,
      amountTotal: amountDueAtCheckout(session),
      currency: session.currency,
      customerEmail: session.customer_email,
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

  private async send(type: string, object: Record<string, unknown>): Promise<void> {
    const event = signedEvent(type, object, this.options.webhookSecret);
    await this.options.deliver(event.body, event.signature);
  }

  /**
   * Pay: completes the session and delivers `checkout.session.completed`, and in subscription mode
   * the first invoice's `invoice.paid` and `invoice_payment.paid`, as Stripe does; returns where the
   * browser goes. A free trial charges nothing: its first invoice is 0 and has no payment.
   * `customerEmail`: the address the payer typed on a checkout started without one.
   */
  async pay(sessionId: string, customerEmail: string | null = null): Promise<string | null> {
    const current = await findLocalSession(this.options.db, sessionId);
    if (!current) return null;
    const subscriptionMode = current.mode === 'subscription';
    const trial = current.trial_days !== null;
    const session = await completeLocalSession(this.options.db, sessionId, {
      customerId: localId('cus'),
      subscriptionId: subscriptionMode ? localId('sub') : null,
      paymentIntentId: trial ? null : localId('pi'),
      invoiceId: subscriptionMode ? localId('in') : null,
      customerEmail,
    });
    if (!session) return null;
    await this.send('checkout.session.completed', sessionObject(session));
    if (subscriptionMode) {
      await this.send(
        'invoice.paid',
        invoiceObject(session, {
          id: session.invoice_id,
          billingReason: 'subscription_create',
          amount: amountDueAtCheckout(session),
        }),
      );
      if (!trial) await this.send('invoice_payment.paid', invoicePaymentObject(session, session.invoice_id));
    }
    return session.success_url;
  }

  /**
   * End trial now (for tests, as Refund is): the trial's end comes at once, so the first period is
   * charged as Stripe charges it then: `invoice.paid` (`subscription_cycle`, the full price) with
   * its payment, and the subscription `active`. False when there is no running trial.
   */
  async endTrial(sessionId: string): Promise<boolean> {
    const session = await endLocalTrial(this.options.db, sessionId, localId('pi'));
    if (!session) return false;
    const invoiceId = localId('in');
    await this.send(
      'invoice.paid',
      invoiceObject(session, { id: invoiceId, billingReason: 'subscription_cycle', amount: session.amount }),
    );
    await this.send('invoice_payment.paid', invoicePaymentObject(session, invoiceId));
    await this.send('customer.subscription.updated', {
      id: session.subscription_id,
      object: 'subscription',
      status: 'active',
      customer: session.customer_id,
    });
    return true;
  }

  /** Cancel: expires the session and delivers `checkout.session.expired`; returns where the browser goes. */
  async cancel(sessionId: string): Promise<string | null> {
    const session = await cancelLocalSession(this.options.db, sessionId);
    if (!session) return null;
    await this.send('checkout.session.expired', sessionObject(session));
    return session.cancel_url;
  }

  /** Refund: refunds the session's payment in full once and delivers `charge.refunded`; false if not paid or done. */
  async refund(sessionId: string): Promise<boolean> {
    const session = await refundLocalSession(this.options.db, sessionId);
    if (!session) return false;
    await this.send('charge.refunded', refundedChargeObject(session));
    return true;
  }

  /**
   * Ends the subscription at once and delivers `customer.subscription.deleted` (the portal's cancel,
   * and account deletion). Cancelling one already ended, or unknown here, changes nothing, as at Stripe.
   */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    const session = await cancelLocalSubscription(this.options.db, subscriptionId);
    if (!session) return;
    await this.send('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
      customer: session.customer_id,
    });
  }
}
