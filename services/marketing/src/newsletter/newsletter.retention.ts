import { newsletterConfirmationTtlHours } from '@gbc/contracts/marketing';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { clearExpiredPendingChanges, deleteExpiredSubscriptions } from './newsletter.repository.js';

/** Consent proof is kept while subscribed and this long after (or after a sign-up never confirmed). */
export const consentRetentionMonths = 12;
/** Deletion is due to the day, so an hourly sweep is plenty. */
export const retentionSweepIntervalMs = 60 * 60 * 1000;

/**
 * One sweep: deletes subscriptions (and, by cascade, their consent proof) past retention, and drops
 * changes no link can confirm any more; returns how many subscriptions were deleted.
 */
export async function sweepExpiredConsents(db: Kysely<Database>): Promise<number> {
  await clearExpiredPendingChanges(db, newsletterConfirmationTtlHours);
  return deleteExpiredSubscriptions(db, consentRetentionMonths);
}

/**
 * Runs the sweep now and then every `intervalMs` in this process; returns the function that stops it.
 * Safe with several processes: the sweep is one conditional DELETE, so concurrent or repeated runs
 * delete each row at most once and otherwise do nothing. A failed sweep is logged and retried later.
 */
export function startConsentRetention(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  intervalMs = retentionSweepIntervalMs,
): () => void {
  const sweep = () => {
    sweepExpiredConsents(db)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'newsletter: deleted subscriptions past consent retention');
      })
      .catch((error: unknown) => log.error({ err: error }, 'newsletter: consent retention sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
