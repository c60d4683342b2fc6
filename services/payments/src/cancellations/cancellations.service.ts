import type { PaymentsContext } from '../context.js';
import type { PaymentsTransaction } from '../database.js';
import { cancelSubscriptionFromProvider } from '../subscriptions/subscriptions.service.js';
import {
  listDueCancellations,
  lockDueCancellation,
  markCancellationDone,
  markCancellationFailed,
  queueCancellation,
} from './cancellations.repository.js';

const messageOf = (error: unknown) =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

export interface CancellationAttempts {
  /** Ended at the provider now. */
  cancelled: string[];
  /** Not reachable now: the provider's subscription id and why. */
  failed: { providerSubscriptionId: string; error: string }[];
}

/**
 * How long account deletion waits for the provider: identity gives the whole call 10 s, and a
 * cancellation not confirmed by then is queued (the provider treats a repeat as done).
 */
const cancelDeadlineMs = 4000;

function withinDeadline(call: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the provider did not answer in time')), cancelDeadlineMs);
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}

/** Asks the provider to end each subscription now, all at once; any failure is returned for the outbox, not thrown. */
export async function cancelAtProvider(
  ctx: PaymentsContext,
  providerSubscriptionIds: string[],
): Promise<CancellationAttempts> {
  const outcomes = await Promise.allSettled(
    providerSubscriptionIds.map((id) => withinDeadline(ctx.provider.cancelSubscription(id))),
  );
  const attempts: CancellationAttempts = { cancelled: [], failed: [] };
  outcomes.forEach((outcome, index) => {
    const providerSubscriptionId = providerSubscriptionIds[index]!;
    if (outcome.status === 'fulfilled') {
      attempts.cancelled.push(providerSubscriptionId);
      return;
    }
    ctx.log.warn({ err: outcome.reason, providerSubscriptionId }, 'subscription cancellation failed; queued');
    attempts.failed.push({ providerSubscriptionId, error: messageOf(outcome.reason) });
  });
  return attempts;
}

/**
 * Records the outcome of `cancelAtProvider` in the caller's transaction: confirmed ones end here too
 * (as the provider's own event will say), the others go to the outbox to be retried.
 */
export async function recordCancellations(trx: PaymentsTransaction, attempts: CancellationAttempts) {
  for (const providerSubscriptionId of attempts.cancelled) {
    await cancelSubscriptionFromProvider(trx, providerSubscriptionId);
  }
  for (const { providerSubscriptionId, error } of attempts.failed) {
    await queueCancellation(trx, providerSubscriptionId, error);
  }
}

/**
 * Retries due cancellations from the outbox, each in its own transaction holding its row, so two
 * processes never send the same one and one failure never stops the others. Returns how many the
 * provider confirmed.
 */
export async function deliverCancellations(ctx: PaymentsContext, batchSize = 20): Promise<number> {
  let confirmed = 0;
  for (const providerSubscriptionId of await listDueCancellations(ctx.db, batchSize)) {
    try {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const row = await lockDueCancellation(trx, providerSubscriptionId);
        if (!row) return false;
        try {
          await ctx.provider.cancelSubscription(providerSubscriptionId);
        } catch (error) {
          await markCancellationFailed(trx, row, messageOf(error));
          return false;
        }
        await markCancellationDone(trx, providerSubscriptionId);
        await cancelSubscriptionFromProvider(trx, providerSubscriptionId);
        return true;
      });
      if (done) confirmed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, providerSubscriptionId }, 'retrying a subscription cancellation failed');
    }
  }
  return confirmed;
}
