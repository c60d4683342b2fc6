import { errorCodes } from '@gbc/contracts';
import {
  type ChangePasswordRequest,
  type EmailOnlyRequest,
  identityMessages,
  type ResetPasswordRequest,
} from '@gbc/contracts/identity';
import { enqueueMail, HttpError } from '@gbc/service-kit';
import { pathTo } from '@gbc/site-map';
import { auditIdentityEvent } from '../audit.js';
import type { ClientInfo, IdentityContext } from '../context.js';
import type { IdentityClaims } from '../keys/keys.tokens.js';
import { mailLinkWithinBudget } from '../links/link-requests.service.js';
import { consumeEmailLink, voidUnusedLinks } from '../links/links.repository.js';
import { linkUrl, passwordChangedMail, resetPasswordMail } from '../mail/mail.templates.js';
import { assertSensitiveChangeAllowed } from '../sessions/sessions.guards.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import {
  completeFirstStep,
  confirmAddress,
  invalidLinkError,
  type SignInOutcome,
} from '../sign-in/sign-in.service.js';
import { hashOpaqueToken } from '../tokens.js';
import { lockUserById, updateUser } from '../users/users.repository.js';
import { assertStrongPassword, hashPassword } from './passwords.hashing.js';

/** Mails a reset link (see `mailLinkWithinBudget`); answers the same either way. */
export async function requestPasswordReset(
  ctx: IdentityContext,
  body: EmailOnlyRequest,
  client: ClientInfo,
): Promise<void> {
  await mailLinkWithinBudget(ctx, body.email, client, 'reset_password', (email, token) =>
    resetPasswordMail(email, linkUrl(ctx.settings.publicOrigin, pathTo('/reset-password'), token)),
  );
}

/**
 * Sets a new password from a reset link: every session of the account ends and this device gets a
 * new one, or for an account with TOTP a challenge (the link proves the mailbox, not the factor). A
 * weak password leaves the link unused (the transaction rolls back).
 */
export async function resetPassword(
  ctx: IdentityContext,
  body: ResetPasswordRequest,
  client: ClientInfo,
): Promise<SignInOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const link = await consumeEmailLink(trx, hashOpaqueToken(body.token), ['reset_password']);
    if (!link) throw invalidLinkError();
    const user = await lockUserById(trx, link.user_id);
    if (!user) throw invalidLinkError();
    assertStrongPassword(body.password, [user.email, user.display_name]);
    await voidUnusedLinks(trx, user.id, 'reset_password');
    const confirmed = await confirmAddress(trx, user);
    const updated = await updateUser(trx, confirmed.id, {
      password_hash: await hashPassword(body.password),
      password_changed_at: new Date(),
    });
    await revokeUserSessions(trx, user.id, 'password_reset');
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'password_reset',
      userEmail: user.email,
      details: { ip: client.ipAddress },
    });
    return completeFirstStep(trx, ctx, updated, client, 'reset_password');
  });
}

/**
 * Changes the password of the signed-in account (a sensitive change: second factor or current
 * password) and ends every other session. An account without a password (admin bootstrap, link only)
 * sets its first one.
 */
export async function changePassword(
  ctx: IdentityContext,
  caller: IdentityClaims,
  body: ChangePasswordRequest,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await lockUserById(trx, caller.sub);
    if (!user) throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
    await assertSensitiveChangeAllowed(trx, user, caller, body.currentPassword, 'currentPassword');
    assertStrongPassword(body.newPassword, [user.email, user.display_name], 'newPassword');
    await updateUser(trx, user.id, {
      password_hash: await hashPassword(body.newPassword),
      password_changed_at: new Date(),
    });
    await revokeUserSessions(trx, user.id, 'password_changed', caller.sid);
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'password_changed',
      userEmail: user.email,
    });
    await enqueueMail(trx, passwordChangedMail(user.email));
  });
}
