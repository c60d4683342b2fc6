import { errorCodes } from '@gbc/contracts';
import {
  type EmailOnlyRequest,
  identityMessages,
  normaliseAccountEmail,
  type RedeemLinkRequest,
  type RedeemLinkResponse,
  type SignInRequest,
  type SignOutRequest,
} from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import { pathTo } from '@gbc/site-map';
import { auditIdentityEvent } from '../audit.js';
import type { ClientInfo, IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import { rememberSignedInDevice, throttleClientKey } from '../devices/devices.service.js';
import { mailLinkWithinBudget } from '../links/link-requests.service.js';
import {
  lockOpenEmailLink,
  markEmailLinkUsed,
  openVerificationLinks,
  voidUnusedLinks,
} from '../links/links.repository.js';
import type { EmailLinkRow } from '../links/links.table.js';
import { linkUrl, signInLinkMail } from '../mail/mail.templates.js';
import { issueMfaChallenge } from '../mfa/mfa.service.js';
import { verifyPassword } from '../passwords/passwords.hashing.js';
import { lockRefreshToken, revokeSession, revokeUserSessions } from '../sessions/sessions.repository.js';
import { type IssuedSession, startSession } from '../sessions/sessions.service.js';
import { hashOpaqueToken } from '../tokens.js';
import { findUserByEmail, lockUserById, updateUser } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import {
  accountCeilingKey,
  clearSignInAttempts,
  returnSignInAttempt,
  signInAccountCeiling,
  signInFailureLimit,
  takeSignInAttempt,
} from './sign-in.repository.js';

export const invalidLinkError = () =>
  new HttpError(400, errorCodes.badRequest, identityMessages.tokenInvalid, {
    token: identityMessages.tokenInvalid,
  });

/** A first step passed: a session, or for an account with TOTP only a challenge for `/mfa/verify`. */
export type SignInOutcome =
  | { kind: 'session'; session: IssuedSession }
  | { kind: 'challenge'; challenge: string };

/** Sign-up links checked against a typed password: a few sign-ups' worth, each an argon2 run. */
const pendingSignUpsChecked = 3;

/** True when `password` is the one a still-open sign-up of this unconfirmed account chose. */
async function matchesPendingSignUp(db: IdentityDb, user: UserRow, password: string): Promise<boolean> {
  const links = await openVerificationLinks(db, user.id, pendingSignUpsChecked);
  // At least one argon2 run, as for any other address.
  if (links.length === 0) return verifyPassword(null, password);
  for (const link of links) {
    if (await verifyPassword(link.password_hash, password)) return true;
  }
  return false;
}

/**
 * Completes a sign-in whose first step passed: remembers the device, audits, and starts a session, or
 * for an account with TOTP hands out a challenge instead (no session row, no cookie).
 */
export async function completeFirstStep(
  trx: IdentityDb,
  ctx: IdentityContext,
  user: UserRow,
  client: ClientInfo,
  method: string,
  adminBootstrap = false,
): Promise<SignInOutcome> {
  if (user.totp_enabled_at !== null) {
    return { kind: 'challenge', challenge: await issueMfaChallenge(trx, user.id, method) };
  }
  await rememberSignedInDevice(trx, user.id, client);
  await auditIdentityEvent(trx, {
    severity: 'info',
    eventType: 'security_event',
    action: 'sign_in',
    userEmail: user.email,
    details: { method, ip: client.ipAddress },
  });
  return {
    kind: 'session',
    session: await startSession(trx, ctx.settings.keys, user, client, { adminBootstrap }),
  };
}

/**
 * Password sign-in. Attempts are taken per address and client before the password is checked (at
 * most 5 per 15 minutes checked, however many arrive at once), and for clients that are not known
 * devices of the account also against the account's ceiling. Unknown address, no password and wrong
 * password answer alike (argon2 runs either way); the right password of an unconfirmed account says so.
 */
export async function signInWithPassword(
  ctx: IdentityContext,
  body: SignInRequest,
  client: ClientInfo,
): Promise<SignInOutcome> {
  const email = normaliseAccountEmail(body.email);
  const user = await findUserByEmail(ctx.db, email);
  const { key, knownDevice } = await throttleClientKey(ctx.db, user?.id, client);
  const pairAllowed = await takeSignInAttempt(ctx.db, email, key, signInFailureLimit);
  const accountAllowed =
    pairAllowed &&
    (knownDevice || (await takeSignInAttempt(ctx.db, email, accountCeilingKey, signInAccountCeiling)));
  if (!accountAllowed) {
    // A pair attempt that the account's ceiling stopped was never checked: it is given back.
    if (pairAllowed) await returnSignInAttempt(ctx.db, email, key);
    await auditSignInFailure(ctx.db, email, client, pairAllowed ? 'account_ceiling' : 'throttled');
    throw new HttpError(429, errorCodes.rateLimited, identityMessages.tooManyAttempts);
  }
  const passed = async (trx: IdentityDb) => {
    await clearSignInAttempts(trx, email, key);
    if (!knownDevice) await returnSignInAttempt(trx, email, accountCeilingKey);
  };
  if (user && user.email_verified_at !== null && (await verifyPassword(user.password_hash, body.password))) {
    return ctx.db.transaction().execute(async (trx) => {
      await passed(trx);
      return completeFirstStep(trx, ctx, user, client, 'password');
    });
  }
  if (user && user.email_verified_at === null && (await matchesPendingSignUp(ctx.db, user, body.password))) {
    await passed(ctx.db);
    throw new HttpError(403, errorCodes.emailNotVerified, identityMessages.emailNotVerified);
  }
  if (!user) await verifyPassword(undefined, body.password);
  await auditSignInFailure(ctx.db, email, client, 'invalid_credentials');
  throw new HttpError(401, errorCodes.unauthorized, identityMessages.invalidCredentials);
}

async function auditSignInFailure(db: IdentityDb, email: string, client: ClientInfo, reason: string) {
  await auditIdentityEvent(db, {
    severity: 'warn',
    eventType: 'security_event',
    action: 'sign_in_failed',
    userEmail: email,
    isSuspicious: reason !== 'invalid_credentials',
    details: { method: 'password', reason, ip: client.ipAddress, network: client.network },
  });
}

/** Mails a 15-minute sign-in link (see `mailLinkWithinBudget`); answers the same either way. */
export async function requestSignInLink(
  ctx: IdentityContext,
  body: EmailOnlyRequest,
  client: ClientInfo,
): Promise<void> {
  await mailLinkWithinBudget(ctx, body.email, client, 'sign_in', (email, token) =>
    signInLinkMail(email, linkUrl(ctx.settings.publicOrigin, pathTo('/verify'), token)),
  );
}

const passwordRequired = () =>
  new HttpError(409, errorCodes.passwordRequired, identityMessages.passwordRequiredForLink, {
    password: identityMessages.passwordRequiredForLink,
  });

/**
 * A sign-up link completes only with the password chosen at that sign-up: from the browser that
 * signed up (its device cookie), or typed again. Otherwise the link stays usable.
 */
async function assertSignUpPasswordHolder(
  link: EmailLinkRow,
  client: ClientInfo,
  password: string | undefined,
) {
  if (link.password_hash === null) return;
  if (link.device_hash !== null && client.deviceHash === link.device_hash) return;
  if (password === undefined) throw passwordRequired();
  if (!(await verifyPassword(link.password_hash, password))) {
    throw new HttpError(401, errorCodes.unauthorized, identityMessages.linkPasswordWrong, {
      password: identityMessages.linkPasswordWrong,
    });
  }
}

/** Marks the address confirmed; every other open verification link (a stranger's sign-up too) is void. */
export async function confirmAddress(trx: IdentityDb, user: UserRow): Promise<UserRow> {
  await voidUnusedLinks(trx, user.id, 'verify_email');
  if (user.email_verified_at !== null) return user;
  return updateUser(trx, user.id, { email_verified_at: new Date() });
}

export type RedeemOutcome = {
  purpose: RedeemLinkResponse['purpose'];
  passwordSetupRequired?: boolean;
} & SignInOutcome;

/**
 * Redeems a verification, sign-in, e-mail-change or admin bootstrap link: each proves the mailbox, so
 * each is a first sign-in step. A verification link also sets the password and name of its sign-up.
 */
export async function redeemLink(
  ctx: IdentityContext,
  body: RedeemLinkRequest,
  client: ClientInfo,
): Promise<RedeemOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const link = await lockOpenEmailLink(trx, hashOpaqueToken(body.token), [
      'verify_email',
      'sign_in',
      'change_email',
      'admin_bootstrap',
    ]);
    if (!link || link.purpose === 'reset_password') throw invalidLinkError();
    const user = await lockUserById(trx, link.user_id);
    if (!user) throw invalidLinkError();
    if (link.purpose === 'verify_email') {
      // Confirming voids the other verification links; one left from before that rule does nothing now.
      if (user.email_verified_at !== null) throw invalidLinkError();
      await assertSignUpPasswordHolder(link, client, body.password);
    }
    await markEmailLinkUsed(trx, link.id);
    if (link.purpose === 'sign_in') await voidUnusedLinks(trx, user.id, 'sign_in');
    let updated = await confirmAddress(trx, user);
    if (link.purpose === 'verify_email' && link.password_hash !== null) {
      updated = await updateUser(trx, user.id, {
        password_hash: link.password_hash,
        password_changed_at: new Date(),
        display_name: link.display_name ?? user.display_name,
      });
      await revokeUserSessions(trx, user.id, 'password_changed');
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
    }
    const adminBootstrap = link.purpose === 'admin_bootstrap';
    const outcome = await completeFirstStep(trx, ctx, updated, client, link.purpose, adminBootstrap);
    return {
      purpose: link.purpose,
      ...(adminBootstrap && outcome.kind === 'session'
        ? { passwordSetupRequired: updated.password_hash === null }
        : {}),
      ...outcome,
    };
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
