import { findSubscriptionPlan, type SubscriptionStatus } from '@gbc/contracts/payments';
import type { TrialState, TrialStatus } from '@gbc/contracts/ratpak';
import { writeAuditLog } from '@gbc/service-kit';
import type { PaymentsContext } from '../context.js';
import type { PaymentsDb } from '../database.js';
import { findSubscription } from '../subscriptions/subscriptions.repository.js';
import {
  enqueuePlanProvisioning,
  listDuePlanProvisioning,
  lockDuePlanProvisioning,
  markPlanProvisioningDead,
  markPlanProvisioningDelivered,
  markPlanProvisioningFailed,
} from './plan-provisioning.repository.js';
import { RatpakRefusedError } from './ratpak-client.js';

/** Queues telling ratpak a plan subscription's state, in the caller's transaction (the one that changed it). */
export async function queuePlanProvisioning(trx: PaymentsDb, subscriptionId: string): Promise<void> {
  await enqueuePlanProvisioning(trx, subscriptionId);
}

/** RATPAK provisions a plan while it runs: a renewal the provider is still retrying keeps it active. */
const trialStatusOf: Record<SubscriptionStatus, TrialStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'active',
  cancelled: 'cancelled',
};

type Delivery = 'delivered' | 'skipped' | 'failed' | 'dead';

/** Sends one subscription's state as it is now, holding its outbox row meanwhile. */
async function deliverOne(ctx: PaymentsContext, subscriptionId: string): Promise<Delivery> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockDuePlanProvisioning(trx, subscriptionId);
    if (!row) return 'skipped';
    const subscription = await findSubscription(trx, subscriptionId);
    const plan = subscription?.kind === 'plan' ? findSubscriptionPlan(subscription.item) : undefined;
    if (!subscription || !plan) {
      await markPlanProvisioningDead(trx, subscriptionId, 'not a plan subscription');
      return 'dead';
    }
    const state: TrialState = {
      checkoutId: subscription.checkout_id,
      planId: plan.id,
      status: trialStatusOf[subscription.status],
      trialEndsAt: subscription.trial_ends_at?.toISOString() ?? null,
      email: subscription.email,
    };
    try {
      await ctx.ratpak.putTrial(subscriptionId, state);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RatpakRefusedError) {
        await markPlanProvisioningDead(trx, subscriptionId, message);
        await writeAuditLog(trx, {
          severity: 'error',
          eventType: 'payment',
          action: 'plan_provisioning_refused',
          resourceType: 'subscription',
          details: { subscriptionId, status: error.status },
        });
        return 'dead';
      }
      ctx.log.warn({ subscriptionId, err: message }, 'plan provisioning failed; retrying with back-off');
      await markPlanProvisioningFailed(trx, subscriptionId, row.attempts, message);
      return 'failed';
    }
    await markPlanProvisioningDelivered(trx, subscriptionId);
    return 'delivered';
  });
}

/**
 * Sends due plan subscription states to ratpak, one subscription at a time, so one ratpak cannot
 * take now never holds up the others. Returns how many were delivered.
 */
export async function deliverPlanProvisioning(ctx: PaymentsContext, batchSize = 20): Promise<number> {
  let delivered = 0;
  for (const subscriptionId of await listDuePlanProvisioning(ctx.db, batchSize)) {
    try {
      if ((await deliverOne(ctx, subscriptionId)) === 'delivered') delivered += 1;
    } catch (error) {
      ctx.log.warn({ err: error, subscriptionId }, 'plan provisioning for one subscription failed');
    }
  }
  return delivered;
}
