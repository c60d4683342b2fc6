import { errorCodes } from '@gbc/contracts';
import { type BillingInterval, type PaymentCurrency, paymentMessages } from '@gbc/contracts/payments';
import { HttpError } from '@gbc/service-kit';
import type { FastifyReply } from 'fastify';
import type { ProviderName } from '../checkouts/checkouts.table.js';

/** What the service asks a provider to charge; every figure comes from the catalogue. */
export interface CheckoutSessionInput {
  checkoutId: string;
  mode: 'payment' | 'subscription';
  description: string;
  /** Minor units (cents). */
  amount: number;
  currency: PaymentCurrency;
  interval: BillingInterval | null;
  /** Days of free trial before the first charge (subscriptions only); null: charged at checkout. */
  trialDays: number | null;
  /** Prefilled for a signed-in payer or one who gave an address; null: the provider's page asks for it. */
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * What a provider charges when a checkout completes, and so what the service expects it to say: the
 * catalogue price, or nothing for a free trial (whose price is checked on the first paid invoice).
 */
export const amountDueAtCheckout = (item: { amount: number; trial_days: number | null }) =>
  item.trial_days ? 0 : item.amount;

export interface CreatedCheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A checkout session as the service reads it, from a webhook event or from asking the provider. */
export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  subscriptionId: string | null;
  customerId: string | null;
  /** Set for one-off payments only: a subscription's payments belong to its invoices. */
  paymentIntentId: string | null;
  /** What the customer was charged (minor units) and in which currency, as the provider says. */
  amountTotal: number | null;
  currency: string | null;
  /** The address the customer gave on the provider's page (where receipts go when we had none). */
  customerEmail: string | null;
}

export interface PortalSessionInput {
  customerId: string;
  subscriptionId: string;
  returnUrl: string;
}

/** Stripe Checkout, or the local provider that plays the same flow without keys. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CreatedCheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession>;
  /** A page where the customer manages (and cancels) the subscription. */
  createPortalSession(input: PortalSessionInput): Promise<{ url: string }>;
  /**
   * Ends the subscription now, so it is never charged again; resolves when the provider confirms,
   * also for one already ended. The provider then sends its own `customer.subscription.deleted`.
   */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
}

/** Thrown when the provider cannot be reached or refuses a request; answered as 503. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** Seconds a client should wait before trying again when the provider is unavailable. */
export const providerRetryAfterSeconds = 30;

/**
 * Runs a provider call for a route: an unavailable provider becomes a 503 with `Retry-After` and the
 * standard error body, never a 500.
 */
export async function withProvider<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    reply.log.warn({ err: error.cause ?? error }, error.message);
    reply.header('retry-after', String(providerRetryAfterSeconds));
    throw new HttpError(503, errorCodes.unavailable, paymentMessages.checkoutUnavailable);
  }
}

type IdOrObject = string | { id: string } | null | undefined;

const idOf = (value: IdOrObject): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The fields of a Stripe `checkout.session` object the service relies on (webhook payloads and API answers). */
export interface CheckoutSessionObject {
  id: string;
  status: string | null;
  payment_status: string;
  subscription?: IdOrObject;
  customer?: IdOrObject;
  payment_intent?: IdOrObject;
  amount_total?: number | null;
  currency?: string | null;
  /** What the customer typed or confirmed on the checkout page. */
  customer_details?: { email?: string | null } | null;
  /** The address we prefilled, if any. */
  customer_email?: string | null;
}

export function toProviderCheckoutSession(session: CheckoutSessionObject): ProviderCheckoutSession {
  return {
    id: session.id,
    status: session.status === 'complete' || session.status === 'expired' ? session.status : 'open',
    paymentStatus:
      session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? session.payment_status
        : 'unpaid',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    paymentIntentId: idOf(session.payment_intent),
    amountTotal: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency : null,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  };
}
