import { randomUUID } from 'node:crypto';
import type { PseudonymiseResult } from '@gbc/contracts/payments';
import { writeAuditLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import { pseudonymiseUserCheckouts } from '../checkouts/checkouts.repository.js';
import type { PaymentsDatabase } from '../database.js';
import { pseudonymiseLocalSessions } from '../local-provider/local-provider.repository.js';
import { deleteUserRoleGrants } from '../role-grants/role-grants.repository.js';
import { pseudonymiseUserSubscriptions } from '../subscriptions/subscriptions.repository.js';

/**
 * A deleted account's payments stay (bookkeeping law) but no longer name the person: one random
 * pseudonym replaces the user id everywhere, and addresses are dropped. One transaction.
 */
export async function pseudonymiseUser(
  db: Kysely<PaymentsDatabase>,
  userId: string,
): Promise<PseudonymiseResult> {
  const pseudonym = `deleted-${randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    const checkoutIds = await pseudonymiseUserCheckouts(trx, userId, pseudonym);
    const subscriptions = await pseudonymiseUserSubscriptions(trx, userId, pseudonym);
    await pseudonymiseLocalSessions(trx, checkoutIds);
    await deleteUserRoleGrants(trx, userId);
    await writeAuditLog(trx, {
      severity: 'info',
      eventType: 'privacy',
      action: 'payments_pseudonymised',
      resourceType: 'user',
      details: { pseudonym, checkouts: checkoutIds.length, subscriptions },
    });
    return { checkouts: checkoutIds.length, subscriptions };
  });
}
