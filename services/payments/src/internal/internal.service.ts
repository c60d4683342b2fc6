import type { PseudonymiseResult } from '@gbc/contracts/payments';
import { writeAuditLog } from '@gbc/service-kit';
import { cancelAtProvider, recordCancellations } from '../cancellations/cancellations.service.js';
import { pseudonymiseUserCheckouts } from '../checkouts/checkouts.repository.js';
import type { PaymentsContext } from '../context.js';
import { pseudonymiseLocalSessions } from '../local-provider/local-provider.repository.js';
import { scrubUserMail } from '../receipts/receipts.repository.js';
import { deleteUserRoleGrants } from '../role-grants/role-grants.repository.js';
import {
  listOpenUserSubscriptionIds,
  pseudonymiseUserSubscriptions,
} from '../subscriptions/subscriptions.repository.js';
import { newPseudonym } from './pseudonyms.js';

/**
 * A deleted account stops paying: its subscriptions are cancelled at the provider first; one the
 * provider cannot cancel now goes to the cancellation outbox in the same transaction as the rest, so
 * it is retried until it succeeds. Its payments stay (bookkeeping law) but no longer name the person:
 * one random pseudonym replaces the user id everywhere, and addresses are dropped, in the outbox rows
 * payments wrote too.
 */
export async function pseudonymiseUser(ctx: PaymentsContext, userId: string): Promise<PseudonymiseResult> {
  const attempts = await cancelAtProvider(ctx, await listOpenUserSubscriptionIds(ctx.db, userId));
  const pseudonym = newPseudonym();
  return ctx.db.transaction().execute(async (trx) => {
    await recordCancellations(trx, attempts);
    const checkoutIds = await pseudonymiseUserCheckouts(trx, userId, pseudonym);
    const subscriptions = await pseudonymiseUserSubscriptions(trx, userId, pseudonym);
    await pseudonymiseLocalSessions(trx, checkoutIds);
    // After the cancellations above, whose role withdrawal is moot: the account is going.
    await deleteUserRoleGrants(trx, userId);
    const mails = await scrubUserMail(trx, userId, pseudonym);
    await writeAuditLog(trx, {
      severity: 'info',
      eventType: 'privacy',
      action: 'payments_pseudonymised',
      resourceType: 'user',
      details: {
        pseudonym,
        checkouts: checkoutIds.length,
        subscriptions,
        mails,
        cancelled: attempts.cancelled.length,
        cancellationsQueued: attempts.failed.length,
      },
    });
    return { checkouts: checkoutIds.length, subscriptions };
  });
}

/** What the internal routes call. */
export interface InternalService {
  pseudonymise(userId: string): Promise<PseudonymiseResult>;
}

export function createInternalService(ctx: PaymentsContext): InternalService {
  return { pseudonymise: (userId) => pseudonymiseUser(ctx, userId) };
}
