import type { TrialRecorded, TrialState } from '@gbc/contracts/ratpak';
import { enqueueMail, writeAuditLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import { salesTrialMail } from './trials.mails.js';
import { insertTrialIfNew, updateTrialState } from './trials.repository.js';
import type { TrialsDatabase } from './trials.table.js';

export interface TrialsContext {
  /** Where new trials are announced (SALES_INBOX). */
  salesInbox: string;
}

/** What the internal trial route calls. */
export interface TrialsService {
  record(subscriptionId: string, state: TrialState): Promise<TrialRecorded>;
}

/**
 * Records a plan subscription's state in one transaction: the first time, the record and the sales
 * mail together (so parallel or repeated deliveries announce it once); afterwards only a changed
 * state is written, so a resent state is a no-op.
 */
export function createTrialsService(db: Kysely<TrialsDatabase>, context: TrialsContext): TrialsService {
  return {
    record: (subscriptionId, state) =>
      db.transaction().execute(async (trx) => {
        const record = {
          subscription_id: subscriptionId,
          checkout_id: state.checkoutId,
          plan_id: state.planId,
          status: state.status,
          trial_ends_at: state.trialEndsAt ? new Date(state.trialEndsAt) : null,
        };
        const created = await insertTrialIfNew(trx, record);
        if (created) {
          await enqueueMail(trx, salesTrialMail(context.salesInbox, subscriptionId, state));
        }
        const changed = !created && (await updateTrialState(trx, subscriptionId, record));
        if (created || changed) {
          await writeAuditLog(trx, {
            severity: 'info',
            eventType: 'data',
            action: created ? 'plan_trial_provisioned' : 'plan_subscription_status_changed',
            resourceType: 'plan_subscription',
            details: { subscriptionId, planId: state.planId, status: state.status },
          });
        }
        return { subscriptionId, status: state.status, created };
      }),
  };
}
