import { errorCodes, type UserRole } from '@gbc/contracts';
import { identityMessages, type UserProfile } from '@gbc/contracts/identity';
import { HttpError, notFoundError } from '@gbc/service-kit';
import { auditIdentityEvent } from '../audit.js';
import type { IdentityContext } from '../context.js';
import { lockUserById, updateUser } from '../users/users.repository.js';
import { toUserProfile } from '../users/users.service.js';

export interface RoleChange {
  userId: string;
  role: UserRole;
  grant: boolean;
}

/** Who asked: an admin (by e-mail) or another service with a reference (a payment, a subscription). */
export type RoleChangeActor = { kind: 'admin'; email: string } | { kind: 'service'; reference: string };

/**
 * Grants or removes a role (idempotent: granting a held role changes nothing) and audits it. The new
 * roles reach access tokens at the next refresh, within ten minutes.
 */
export async function changeRole(
  ctx: IdentityContext,
  change: RoleChange,
  actor: RoleChangeActor,
): Promise<UserProfile> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await lockUserById(trx, change.userId);
    if (!user) throw notFoundError(identityMessages.userNotFound);
    const held = user.roles.includes(change.role);
    if (held === change.grant) return toUserProfile(user);
    const roles = change.grant
      ? [...user.roles, change.role]
      : user.roles.filter((role) => role !== change.role);
    const updated = await updateUser(trx, user.id, { roles });
    await auditIdentityEvent(trx, {
      severity: change.role === 'admin' ? 'warn' : 'info',
      eventType: 'admin_action',
      action: change.grant ? 'role_granted' : 'role_removed',
      userEmail: actor.kind === 'admin' ? actor.email : null,
      details: {
        userId: user.id,
        accountEmail: user.email,
        role: change.role,
        ...(actor.kind === 'service' ? { reference: actor.reference } : {}),
      },
    });
    return toUserProfile(updated);
  });
}

export const cannotRemoveOwnAdmin = () =>
  new HttpError(409, errorCodes.conflict, identityMessages.ownAdminRole);
