import { errorCodes } from '@gbc/contracts';
import {
  type EmailOnlyRequest,
  identityMessages,
  normaliseAccountEmail,
  type RedeemLinkResponse,
  type SignInRequest,
  type SignOutRequest,
} from '@gbc/contracts/identity';
import { enqueueMail, HttpError } from '@gbc/service-kit';
import { auditIdentityEvent } from '../audit.js';
import type { ClientInfo, IdentityContext } from '../context.js';
import { consumeEmailLink } from '../links/links.repository.js';
import { createEmailLink } from '../links/links.service.js';
import { takeMailAllowance } from '../mail/mail.repository.js';
import { linkUrl, signInLinkMail } from '../mail/mail.templates.js';
import { verifyPassword } from '../passwords/passwords.hashing.js';
import { lockRefreshToken, revokeSession, revokeUserSessions } from '../sessions/sessions.repository.js';
import { type IssuedSession, startSession } from '../sessions/sessions.service.js';
import { hashOpaqueToken } from '../tokens.js';
import { findUserByEmail, lockUserById, updateUser } from '../users/users.repository.js';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in.repository.js';

export const invalidLinkError = () =>
  new HttpError(400, errorCodes.badRequest, identityMessages.tokenInvalid, {
    token: identityMessages.tokenInvalid,
  });

/**
 * Password sign-in. Unknown address, no password yet and wrong password answer alike (and take as
 * long: argon2 runs either way); failures count per address, whether or not it has an account.
 */
export async function signInWithPassword(
  ctx: IdentityContext,
  body: SignInRequest,
  client: ClientInfo,
): Promise<IssuedSession> {
  const email = normaliseAccountEmail(body.email);
  const user = await findUserByEmail(ctx.db, email);
  const locked = await isSignInLocked(ctx.db, email);
  const passwordMatches = await verifyPassword(user?.password_hash, body.password);
  if (locked || !user || !passwordMatches || user.email_verified_at === null) {
    await ctx.db.transaction().execute(async (trx) => {
      if (!locked) await recordSignInFailure(trx, email);
      await auditIdentityEvent(trx, {
        severity: 'warn',
        eventType: 'security_event',
        action: 'sign_in_failed',
        userEmail: email,
        isSuspicious: locked,
        details: {
          method: 'password',
          reason: locked ? 'throttled' : 'invalid_credentials',
          ip: client.ipAddress,
        },
      });
    });
    if (locked) throw new HttpError(429, errorCodes.rateLimited, identityMessages.tooManyAttempts);
    throw new HttpError(401, errorCodes.unauthorized, identityMessages.invalidCredentials);
  }
  return ctx.db.transaction().execute(async (trx) => {
    await clearSignInFailures(trx, email);
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'sign_in',
      userEmail: email,
      details: { method: 'password', ip: client.ipAddress },
    });
    return startSession(trx, ctx.settings.keys, user, client);
  });
}

/**
 * Mails a 15-minute sign-in link when the address has an account and its mail budget allows; answers
 * the same either way (the budget is counted for unknown addresses too).
 */
export async function requestSignInLink(ctx: IdentityContext, body: EmailOnlyRequest): Promise<void> {
  const email = normaliseAccountEmail(body.email);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await takeMailAllowance(trx, email))) return;
    const user = await findUserByEmail(trx, email);
    if (!user) return;
    const token = await createEmailLink(trx, user.id, 'sign_in');
    await enqueueMail(trx, signInLinkMail(email, linkUrl(ctx.settings.publicOrigin, 'verify', token)));
  });
}

/**
 * Redeems a verification, sign-in or e-mail-change link: each proves the mailbox, so each signs the
 * holder in. A verification link also sets the password and name chosen at its sign-up.
 */
export async function redeemLink(
  ctx: IdentityContext,
  token: string,
  client: ClientInfo,
): Promise<{ purpose: RedeemLinkResponse['purpose']; session: IssuedSession }> {
  return ctx.db.transaction().execute(async (trx) => {
    const link = await consumeEmailLink(trx, hashOpaqueToken(token), [
      'verify_email',
      'sign_in',
      'change_email',
    ]);
    if (!link || link.purpose === 'reset_password') throw invalidLinkError();
    const user = await lockUserById(trx, link.user_id);
    if (!user) throw invalidLinkError();
    const verifiedAt = user.email_verified_at ?? new Date();
    let updated = user;
    if (link.purpose === 'verify_email') {
      updated = await updateUser(trx, user.id, {
        email_verified_at: verifiedAt,
        password_hash: link.password_hash ?? user.password_hash,
        display_name: link.display_name ?? user.display_name,
      });
    } else if (link.purpose === 'change_email' && link.new_email) {
      const taken = await findUserByEmail(trx, link.new_email);
      if (taken && taken.id !== user.id) {
        throw new HttpError(409, errorCodes.conflict, identityMessages.emailTaken);
      }
      updated = await updateUser(trx, user.id, { email: link.new_email, email_verified_at: new Date() });
      await auditIdentityEvent(trx, {
        severity: 'info',
        eventType: 'security_event',
        action: 'email_changed',
        userEmail: link.new_email,
        details: { previousEmail: user.email },
      });
    } else if (user.email_verified_at === null) {
      updated = await updateUser(trx, user.id, { email_verified_at: verifiedAt });
    }
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'sign_in',
      userEmail: updated.email,
      details: { method: link.purpose, ip: client.ipAddress },
    });
    return { purpose: link.purpose, session: await startSession(trx, ctx.settings.keys, updated, client) };
  });
}

/**
 * Signs out by the browser's refresh token: this device, every other one, or all. A missing or
 * unknown token is no error (the spec's sign-out ignores 401/404): the device is signed out either way.
 */
export async function signOut(
  ctx: IdentityContext,
  refreshToken: string | undefined,
  scope: SignOutRequest['scope'],
) {
  if (!refreshToken) return;
  await ctx.db.transaction().execute(async (trx) => {
    const found = await lockRefreshToken(trx, hashOpaqueToken(refreshToken));
    if (!found || found.revoked_at !== null || found.rotated_at !== null) return;
    if (scope === 'local') {
      await revokeSession(trx, found.session_id, 'sign_out');
      return;
    }
    await revokeUserSessions(
      trx,
      found.user_id,
      `sign_out_${scope}`,
      scope === 'others' ? found.session_id : undefined,
    );
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: scope === 'global' ? 'sign_out_everywhere' : 'sign_out_other_devices',
      details: { userId: found.user_id },
    });
  });
}
