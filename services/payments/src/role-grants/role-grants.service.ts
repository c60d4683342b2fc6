import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentsDatabase, PaymentsDb } from '../database.js';
import type { IdentityClient } from './identity-client.js';
import {
  claimDueRoleGrants,
  enqueueRoleGrant,
  markRoleGrantDelivered,
  markRoleGrantFailed,
} from './role-grants.repository.js';

/** Queues identity's `member` role change for `userId` in the caller's transaction. */
export async function queueMemberRole(trx: PaymentsDb, userId: string, grant: boolean, reference: string) {
  await enqueueRoleGrant(trx, { user_id: userId, grant, reference });
}

/**
 * Sends due role grants to identity in the order they were decided. Stops at the first failure,
 * so a later revoke never overtakes the grant before it; the failed one is retried with back-off.
 * Returns how many were delivered.
 */
export async function deliverRoleGrants(
  db: Kysely<PaymentsDatabase>,
  identity: IdentityClient,
  log: FastifyBaseLogger,
  batchSize = 20,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await claimDueRoleGrants(trx, batchSize);
    let delivered = 0;
    for (const row of due) {
      try {
        await identity.setMemberRole({
          userId: row.user_id,
          role: 'member',
          grant: row.grant,
          reference: row.reference,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { roleGrant: row.id, attempts: row.attempts + 1, err: message },
          'role grant delivery failed',
        );
        await markRoleGrantFailed(trx, row, message);
        break;
      }
      await markRoleGrantDelivered(trx, row.id);
      delivered += 1;
    }
    return delivered;
  });
}
