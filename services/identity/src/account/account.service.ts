import { errorCodes } from '@gbc/contracts';
import {
  type ChangeEmailRequest,
  type DataExport,
  type DeleteAccountRequest,
  identityMessages,
  normaliseAccountEmail,
  type UserProfile,
} from '@gbc/contracts/identity';
import { enqueueMail, HttpError } from '@gbc/service-kit';
import { pathTo } from '@gbc/site-map';
import { auditIdentityEvent } from '../audit.js';
import type { IdentityContext } from '../context.js';
import type { IdentityClaims } from '../keys/keys.tokens.js';
import { createEmailLink } from '../links/links.service.js';
import { takeMailAllowance } from '../mail/mail.repository.js';
import { changeEmailMail, linkUrl } from '../mail/mail.templates.js';
import { PaymentsUnavailableError } from '../payments/payments.client.js';
import { assertSensitiveChangeAllowed } from '../sessions/sessions.guards.js';
import { listUserSessions } from '../sessions/sessions.repository.js';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  lockUserById,
  updateUser,
} from '../users/users.repository.js';
import { toUserProfile } from '../users/users.service.js';
import type { UserRow } from '../users/users.table.js';

const sessionEnded = () => new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);

async function callerAccount(ctx: IdentityContext, caller: IdentityClaims): Promise<UserRow> {
  const user = await findUserById(ctx.db, caller.sub);
  if (!user) throw sessionEnded();
  return user;
}

export async function getProfile(ctx: IdentityContext, caller: IdentityClaims): Promise<UserProfile> {
  return toUserProfile(await callerAccount(ctx, caller));
}

export async function updateProfile(
  ctx: IdentityContext,
  caller: IdentityClaims,
  displayName: string,
): Promise<UserProfile> {
  const user = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockUserById(trx, caller.sub))) throw sessionEnded();
    return updateUser(trx, caller.sub, { display_name: displayName });
  });
  return toUserProfile(user);
}

/**
 * Sends a confirmation link to the new address; the change happens when it is followed. An address
 * that belongs to another account gets no mail, nor one past its per-address mail budget (a signed-in
 * account must not flood a stranger's inbox either), and the answer is the same.
 */
export async function requestEmailChange(
  ctx: IdentityContext,
  caller: IdentityClaims,
  body: ChangeEmailRequest,
): Promise<void> {
  const user = await callerAccount(ctx, caller);
  await assertSensitiveChangeAllowed(ctx.db, user, caller, body.password, 'password');
  const newEmail = normaliseAccountEmail(body.newEmail);
  if (newEmail === user.email) {
    throw new HttpError(400, errorCodes.badRequest, identityMessages.sameEmail, {
      newEmail: identityMessages.sameEmail,
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    // The signed-in account is the client: it spends its own budget for the address, nobody else's.
    const budget = { email: newEmail, purpose: 'change_email' as const, clientKey: `user:${user.id}` };
    if (!(await takeMailAllowance(trx, budget))) return;
    if (await findUserByEmail(trx, newEmail)) return;
    const token = await createEmailLink(trx, user.id, 'change_email', { newEmail });
    await enqueueMail(
      trx,
      changeEmailMail(newEmail, linkUrl(ctx.settings.publicOrigin, pathTo('/verify'), token)),
    );
  });
}

/** "Export my data": the account and its sessions (devices), as JSON. */
export async function exportData(ctx: IdentityContext, caller: IdentityClaims): Promise<DataExport> {
  return accountExport(ctx, await callerAccount(ctx, caller));
}

/** What identity holds about an account: its profile and its sessions (the owner's export, and an admin's). */
export async function accountExport(ctx: IdentityContext, user: UserRow): Promise<DataExport> {
  const sessions = await listUserSessions(ctx.db, user.id);
  return {
    exportedAt: new Date().toISOString(),
    user: toUserProfile(user),
    sessions: sessions.map((session) => ({
      createdAt: session.created_at.toISOString(),
      lastUsedAt: session.last_used_at.toISOString(),
      userAgent: session.user_agent,
      ipAddress: session.ip_address,
      aal: session.aal,
      revokedAt: session.revoked_at?.toISOString() ?? null,
    })),
  };
}

/** Payments replaces the account in the records it must keep; unreachable, the account stays (503, retry). */
export async function pseudonymisePayments(ctx: IdentityContext, userId: string): Promise<void> {
  try {
    await ctx.payments.pseudonymise(userId);
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) {
      throw new HttpError(503, errorCodes.unavailable, identityMessages.accountDeletionFailed);
    }
    throw error;
  }
}

/**
 * Deletes the account and everything identity holds about it. Payments are pseudonymised first (the
 * law requires keeping them): if payments cannot do it now, nothing is deleted and the user may retry.
 */
export async function deleteAccount(
  ctx: IdentityContext,
  caller: IdentityClaims,
  body: DeleteAccountRequest,
): Promise<void> {
  const user = await callerAccount(ctx, caller);
  await assertSensitiveChangeAllowed(ctx.db, user, caller, body.password, 'password');
  await pseudonymisePayments(ctx, user.id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteUser(trx, user.id);
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'account_deleted',
      details: { userId: user.id },
    });
  });
}
