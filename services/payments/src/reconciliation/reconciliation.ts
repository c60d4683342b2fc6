import type { FastifyPluginAsync } from 'fastify';
import { deliverCancellations } from '../cancellations/cancellations.service.js';
import { listStalePendingCheckouts } from '../checkouts/checkouts.repository.js';
import { refreshFromProvider } from '../checkouts/checkouts.service.js';
import type { PaymentsContext } from '../context.js';
import { deliverPlanProvisioning } from '../plan-provisioning/plan-provisioning.service.js';
import { deliverRoleGrants } from '../role-grants/role-grants.service.js';

export interface ReconcileOptions {
  /** Only checkouts pending (and not asked about) for at least this long; webhooks normally come within seconds. */
  minAgeMs?: number;
  batchSize?: number;
}

export interface ReconcileResult {
  checked: number;
  settled: number;
}

/**
 * Catches up what webhooks missed: asks the provider about checkouts left pending and applies the
 * answers (exactly once, as the webhook path would), then retries role grants identity has not heard,
 * plan states ratpak has not heard and subscription cancellations the provider has not confirmed.
 */
export async function reconcilePayments(
  ctx: PaymentsContext,
  { minAgeMs = 60_000, batchSize = 50 }: ReconcileOptions = {},
): Promise<ReconcileResult> {
  const stale = await listStalePendingCheckouts(ctx.db, minAgeMs, batchSize);
  let settled = 0;
  for (const checkout of stale) {
    try {
      const outcome = await refreshFromProvider(ctx, checkout);
      if (outcome === 'paid' || outcome === 'expired') settled += 1;
    } catch (error) {
      ctx.log.warn({ err: error, checkoutId: checkout.id }, 'reconciling a pending checkout failed');
    }
  }
  try {
    await deliverRoleGrants(ctx.db, ctx.identity, ctx.log);
  } catch (error) {
    ctx.log.warn({ err: error }, 'role grant delivery during reconciliation failed');
  }
  try {
    await deliverPlanProvisioning(ctx);
  } catch (error) {
    ctx.log.warn({ err: error }, 'plan provisioning during reconciliation failed');
  }
  try {
    await deliverCancellations(ctx);
  } catch (error) {
    ctx.log.warn({ err: error }, 'subscription cancellations during reconciliation failed');
  }
  if (settled > 0) ctx.log.info({ checked: stale.length, settled }, 'reconciled pending checkouts');
  return { checked: stale.length, settled };
}

export interface ReconciliationJobOptions {
  ctx: PaymentsContext;
  intervalMs: number;
}

/** Runs `reconcilePayments` every `intervalMs` while the host is up; runs never overlap. */
export const reconciliationJob: FastifyPluginAsync<ReconciliationJobOptions> = async (
  app,
  { ctx, intervalMs },
) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = reconcilePayments(ctx)
        .catch((error) => ctx.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
