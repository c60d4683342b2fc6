import Stripe from 'stripe';
import {
  type CheckoutSessionInput,
  type CreatedCheckoutSession,
  type PaymentProvider,
  type PortalSessionInput,
  type ProviderCheckoutSession,
  ProviderUnavailableError,
  toProviderCheckoutSession,
} from './payment-provider.js';

async function calling<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new ProviderUnavailableError(`Stripe ${what} failed`, { cause: error });
  }
}

/** Stripe Checkout through the official SDK; prices are sent inline (`price_data`) from the catalogue. */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    async createCheckoutSession(input: CheckoutSessionInput): Promise<CreatedCheckoutSession> {
      const recurring = input.interval ? { recurring: { interval: input.interval } } : {};
      const session = await calling('checkout session creation', () =>
        stripe.checkout.sessions.create(
          {
            mode: input.mode,
            client_reference_id: input.checkoutId,
            // Without one, Stripe Checkout asks for the address and returns it in `customer_details`.
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                  ...recurring,
                },
              },
            ],
            metadata: { checkoutId: input.checkoutId },
            ...(input.mode === 'subscription'
              ? {
                  subscription_data: {
                    metadata: { checkoutId: input.checkoutId },
                    // Stripe then charges nothing at checkout (`amount_total` 0) and bills when the trial ends.
                    ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
                  },
                }
              : { payment_intent_data: { metadata: { checkoutId: input.checkoutId } } }),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          // A retried request for the same checkout never makes a second session.
          { idempotencyKey: `checkout-${input.checkoutId}` },
        ),
      );
      if (!session.url)
        throw new ProviderUnavailableError('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
      const session = await calling('checkout session lookup', () =>
        stripe.checkout.sessions.retrieve(sessionId),
      );
      return toProviderCheckoutSession(session);
    },

    async createPortalSession({ customerId, returnUrl }: PortalSessionInput): Promise<{ url: string }> {
      const portal = await calling('customer portal session', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: portal.url };
    },

    async cancelSubscription(providerSubscriptionId: string): Promise<void> {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        // Stripe answers an already cancelled subscription with 404 resource_missing: the end wanted.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return;
        throw new ProviderUnavailableError('Stripe subscription cancellation failed', { cause: error });
      }
    },
  };
}
