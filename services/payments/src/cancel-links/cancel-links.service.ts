import type { BillingInterval, PaymentCurrency, SubscriptionStatus } from '@gbc/contracts/payments';
import type { PaymentsContext } from '../context.js';
import { deliverPlanProvisioning } from '../plan-provisioning/plan-provisioning.service.js';
import { findSubscription } from '../subscriptions/subscriptions.repository.js';
import { cancelSubscriptionFromProvider } from '../subscriptions/subscriptions.service.js';

/** What the cancel page shows of a subscription: catalogue words and its state, no personal data. */
export interface CancelLinkView {
  description: string;
  amount: number;
  currency: PaymentCurrency;
  interval: BillingInterval | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
}

/** What the cancel link's routes call; undefined: the link is not genuine (or names no subscription). */
export interface CancelLinkService {
  view(subscriptionId: string, token: string): Promise<CancelLinkView | undefined>;
  /**
   * Ends the subscription at the provider, then here (the provider's own event finds it done);
   * `cancelledNow` false: it had ended already and nothing was sent.
   */
  cancel(
    subscriptionId: string,
    token: string,
  ): Promise<{ view: CancelLinkView; cancelledNow: boolean } | undefined>;
}

export function createCancelLinkService(ctx: PaymentsContext): CancelLinkService {
  const find = async (subscriptionId: string, token: string) => {
    if (!ctx.cancelLinks.verify(subscriptionId, token)) return undefined;
    return findSubscription(ctx.db, subscriptionId);
  };
  const viewOf = (subscription: NonNullable<Awaited<ReturnType<typeof find>>>): CancelLinkView => ({
    description: subscription.description,
    amount: subscription.amount,
    currency: subscription.currency,
    interval: subscription.interval,
    status: subscription.status,
    trialEndsAt: subscription.trial_ends_at,
  });
  return {
    async view(subscriptionId, token) {
      const subscription = await find(subscriptionId, token);
      return subscription && viewOf(subscription);
    },
    async cancel(subscriptionId, token) {
      const subscription = await find(subscriptionId, token);
      if (!subscription) return undefined;
      if (subscription.status === 'cancelled') return { view: viewOf(subscription), cancelledNow: false };
      // Throws ProviderUnavailableError when the provider cannot confirm: nothing changes here then.
      await ctx.provider.cancelSubscription(subscription.provider_subscription_id);
      await ctx.db
        .transaction()
        .execute((trx) => cancelSubscriptionFromProvider(trx, subscription.provider_subscription_id));
      try {
        await deliverPlanProvisioning(ctx);
      } catch (error) {
        ctx.log.warn({ err: error }, 'plan provisioning after a cancellation failed');
      }
      return { view: { ...viewOf(subscription), status: 'cancelled' }, cancelledNow: true };
    },
  };
}
