import { writeAuditLog } from '@gbc/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentsDatabase, PaymentsDb } from '../database.js';
import { isPseudonym } from '../internal/pseudonyms.js';
import { hasActiveMembership } from '../subscriptions/subscriptions.repository.js';
import { type IdentityClient, IdentityRefusedError } from './identity-client.js';
import {
  enqueueRoleGrant,
  listUsersWithDueRoleGrants,
  markRoleGrantsDead,
  markRoleGrantsDelivered,
  markRoleGrantsFailed,
  pendingUserRoleGrants,
  tryLockUserRoleGrants,
} from './role-grants.repository.js';

/**
 * Queues telling identity the user's membership, in the caller's transaction (the one that changed
 * it). A deleted account's pseudonym is skipped: identity has no such user.
 */
export async function queueMemberRole(trx: PaymentsDb, userId: string, reference: string): Promise<void> {
  if (isPseudonym(userId)) return;
  await enqueueRoleGrant(trx, { user_id: userId, reference });
}

type UserDelivery = 'delivered' | 'skipped' | 'failed' | 'dead';

/**
 * Sends one user's membership as it is now, holding the user's lock meanwhile, and settles every
 * pending row of the user with that one call: a grant backing off can never be delivered after a
 * later revoke, because whichever goes out reads the state both led to.
 */
async function deliverUserRole(
  db: Kysely<PaymentsDatabase>,
  identity: IdentityClient,
  log: FastifyBaseLogger,
  userId: string,
): Promise<UserDelivery> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryLockUserRoleGrants(trx, userId))) return 'skipped';
    const rows = await pendingUserRoleGrants(trx, userId);
    const latest = rows.at(-1);
    if (!latest) return 'skipped';
    const ids = rows.map((row) => row.id);
    const member = await hasActiveMembership(trx, userId);
    try {
      await identity.setMemberRole({ userId, role: 'member', grant: member, reference: latest.reference });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof IdentityRefusedError) {
        await markRoleGrantsDead(trx, ids, message);
        await writeAuditLog(trx, {
          severity: 'error',
          eventType: 'payment',
          action: 'role_grant_refused',
          resourceType: 'user',
          details: { userId, member, status: error.status, reference: latest.reference },
        });
        return 'dead';
      }
      log.warn({ userId, err: message }, 'role grant delivery failed; retrying with back-off');
      await markRoleGrantsFailed(trx, rows, message);
      return 'failed';
    }
    await markRoleGrantsDelivered(trx, ids);
    return 'delivered';
  });
}

/**
 * Sends due role changes to identity, one user at a time: each user's state goes out in order, and
 * a user identity cannot take now (or a database error about one) never holds up the others.
 * Returns how many users' states were delivered.
 */
export async function deliverRoleGrants(
  db: Kysely<PaymentsDatabase>,
  identity: IdentityClient,
  log: FastifyBaseLogger,
  batchSize = 20,
): Promise<number> {
  const users = await listUsersWithDueRoleGrants(db, batchSize);
  let delivered = 0;
  for (const userId of users) {
    try {
      if ((await deliverUserRole(db, identity, log, userId)) === 'delivered') delivered += 1;
    } catch (error) {
      log.warn({ err: error, userId }, 'role grant delivery for one user failed');
    }
  }
  return delivered;
}
