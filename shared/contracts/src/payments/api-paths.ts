import { serviceApiPaths } from '../service-api.js';

const { prefix, api, encode } = serviceApiPaths('payments');

/** Where hosts mount the payments service (`/api/<service name>`). */
export const paymentsApiPrefix = prefix;

/** Route patterns as the service registers them, relative to `paymentsApiPrefix`. */
export const paymentsRoutePatterns = {
  checkouts: '/checkouts',
  checkout: '/checkouts/:checkoutId',
  stripeWebhook: '/webhooks/stripe',
  myPayments: '/me/payments',
  subscriptionPortal: '/me/subscriptions/:subscriptionId/portal',
  pseudonymise: '/internal/pseudonymise',
  localCheckout: '/local/checkout/:sessionId',
  localPortal: '/local/portal/:subscriptionId',
  cancelLink: '/subscriptions/:subscriptionId/cancel',
} as const;

/** Absolute API paths of the payments service, for browsers, other services and tests. */
export const paymentsApi = {
  prefix: paymentsApiPrefix,
  checkouts: {
    /** POST `checkoutRequestSchema` (Bearer token optional; required for memberships). */
    create: api(paymentsRoutePatterns.checkouts),
    /** GET the checkout's state for its success page (`checkoutStateSchema`). */
    byId: (checkoutId: string) => `${api(paymentsRoutePatterns.checkouts)}/${encode(checkoutId)}`,
  },
  /** POST from Stripe only: the raw body, signed (`Stripe-Signature`). */
  stripeWebhook: api(paymentsRoutePatterns.stripeWebhook),
  me: {
    /** GET the signed-in user's payments and subscriptions (`myPaymentsSchema`). */
    payments: api(paymentsRoutePatterns.myPayments),
    /** POST: a portal URL where the member manages or cancels the subscription. */
    subscriptionPortal: (subscriptionId: string) =>
      `${api('/me/subscriptions')}/${encode(subscriptionId)}/portal`,
  },
  internal: {
    /** POST `{ userId }` with the internal token (identity, on account deletion). */
    pseudonymise: api(paymentsRoutePatterns.pseudonymise),
  },
  /**
   * The page a signed-out subscriber's receipt links to (`?token=`): GET shows the subscription and a
   * Cancel button, whose POST (same token) cancels it.
   */
  cancelLink: (subscriptionId: string) => `${api('/subscriptions')}/${encode(subscriptionId)}/cancel`,
  /** The local provider's pages (only without Stripe keys). */
  local: {
    checkout: (sessionId: string) => `${api('/local/checkout')}/${encode(sessionId)}`,
    portal: (subscriptionId: string) => `${api('/local/portal')}/${encode(subscriptionId)}`,
  },
} as const;
