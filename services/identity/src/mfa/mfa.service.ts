import { createHash, randomInt } from 'node:crypto';
import { brand } from '@gbc/brand';
import { errorCodes } from '@gbc/contracts';
import {
  identityMessages,
  type MfaVerifyRequest,
  type SessionResponse,
  type TotpConfirmResponse,
  type TotpDisableRequest,
  type TotpEnrolResponse,
} from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import { Secret, TOTP } from 'otpauth';
import { auditIdentityEvent } from '../audit.js';
import type { ClientInfo, IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import { rememberSignedInDevice } from '../devices/devices.service.js';
import type { IdentityClaims } from '../keys/keys.tokens.js';
import { openSecret, sealSecret } from '../secrets/secrets.crypto.js';
import { assertSensitiveChangeAllowed } from '../sessions/sessions.guards.js';
import {
  findActiveSession,
  lowerUserSessionsToAal1,
  setSessionAal,
} from '../sessions/sessions.repository.js';
import { type IssuedSession, sessionResponse, startSession } from '../sessions/sessions.service.js';
import { hashOpaqueToken, newOpaqueToken } from '../tokens.js';
import { findUserById, lockUserById, updateUser } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import {
  clearMfaAttempts,
  consumeMfaChallenge,
  consumeRecoveryCode,
  deleteRecoveryCodes,
  findOpenMfaChallenge,
  insertMfaChallenge,
  mfaAttemptLimit,
  replaceRecoveryCodes,
  takeMfaAttempt,
  voidMfaChallenges,
} from './mfa.repository.js';

/** RFC 6238 defaults that every authenticator app understands: SHA-1, 6 digits, 30 s. */
const totpPeriodSeconds = 30;
const recoveryCodeCount = 10;
const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

const totpFor = (user: UserRow, secret: string) =>
  new TOTP({
    issuer: brand.name,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a code belongs to (one step of clock drift either way), or null. A step at or before
 * the last accepted one is refused: each code signs in once (RFC 6238 §5.2).
 */
function acceptedStep(user: UserRow, secret: string, code: string): number | null {
  const delta = totpFor(user, secret).validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / totpPeriodSeconds) + delta;
  return user.totp_last_step !== null && step <= user.totp_last_step ? null : step;
}

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace('-', '')).digest('base64url');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const mfaFailed = () =>
  new HttpError(400, errorCodes.badRequest, identityMessages.mfaFailed, { code: identityMessages.mfaFailed });

async function lockCaller(db: IdentityDb, caller: IdentityClaims): Promise<UserRow> {
  const user = await lockUserById(db, caller.sub);
  if (!user) throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
  return user;
}

/** Starts TOTP enrolment: a new secret, kept pending until a code from the app confirms it. */
export async function enrolTotp(ctx: IdentityContext, caller: IdentityClaims): Promise<TotpEnrolResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await lockCaller(trx, caller);
    if (user.totp_enabled_at !== null)
      throw new HttpError(409, errorCodes.conflict, identityMessages.mfaAlreadyEnrolled);
    const secret = new Secret({ size: 20 }).base32;
    await updateUser(trx, user.id, { totp_pending_secret: sealSecret(ctx.settings.dataKey, secret) });
    return { secret, otpauthUri: totpFor(user, secret).toString() };
  });
}

/**
 * Confirms enrolment with a first code: the factor is on and ten recovery codes are issued (shown
 * once). Only the admin CLI's bootstrap session passes to aal2 by enrolling: any other session keeps
 * its level, or a password alone would make an admin without a factor a full admin.
 */
export async function confirmTotp(
  ctx: IdentityContext,
  caller: IdentityClaims,
  code: string,
): Promise<TotpConfirmResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await lockCaller(trx, caller);
    if (user.totp_enabled_at !== null)
      throw new HttpError(409, errorCodes.conflict, identityMessages.mfaAlreadyEnrolled);
    if (user.totp_pending_secret === null)
      throw new HttpError(409, errorCodes.conflict, identityMessages.mfaNotEnrolled);
    const step = acceptedStep(user, openSecret(ctx.settings.dataKey, user.totp_pending_secret), code);
    if (step === null) throw mfaFailed();
    const updated = await updateUser(trx, user.id, {
      totp_secret: user.totp_pending_secret,
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: step,
    });
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode));
    const session = await findActiveSession(trx, caller.sid);
    if (!session) throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
    const aal = session.admin_bootstrap ? 'aal2' : session.aal;
    await setSessionAal(trx, caller.sid, aal);
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'mfa_enrolled',
      userEmail: user.email,
      details: { adminBootstrap: session.admin_bootstrap },
    });
    return { recoveryCodes, session: await sessionResponse(ctx.settings.keys, updated, caller.sid, aal) };
  });
}

/** How long the challenge of a sign-in's first step may be exchanged. */
export const mfaChallengeLifetimeMs = 5 * 60_000;

/** The challenge of a first sign-in step (password or link) for an account with TOTP; its token. */
export async function issueMfaChallenge(db: IdentityDb, userId: string, method: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await insertMfaChallenge(db, {
    user_id: userId,
    token_hash: hash,
    method,
    expires_at: new Date(Date.now() + mfaChallengeLifetimeMs),
  });
  return token;
}

const tooManyCodes = () => new HttpError(429, errorCodes.rateLimited, identityMessages.tooManyAttempts);
const challengeInvalid = () =>
  new HttpError(401, errorCodes.unauthorized, identityMessages.challengeInvalid, {
    challenge: identityMessages.challengeInvalid,
  });

/** Checks a TOTP or recovery code against the locked account, using it up; true when it passed. */
async function checkSecondFactor(
  ctx: IdentityContext,
  trx: IdentityDb,
  user: UserRow,
  body: { code?: string; recoveryCode?: string },
): Promise<boolean> {
  if (user.totp_secret === null)
    throw new HttpError(409, errorCodes.conflict, identityMessages.mfaNotEnrolled);
  if (body.code !== undefined) {
    const step = acceptedStep(user, openSecret(ctx.settings.dataKey, user.totp_secret), body.code);
    if (step === null) return false;
    await updateUser(trx, user.id, { totp_last_step: step });
    return true;
  }
  return (
    body.recoveryCode !== undefined && consumeRecoveryCode(trx, user.id, hashRecoveryCode(body.recoveryCode))
  );
}

/**
 * Runs one second-factor check for the account: the attempt is taken first, atomically and per
 * account (whatever client sends it), so at most 5 codes are checked per 15 minutes. `onPass` runs in
 * the check's transaction. A wrong code is audited; the one that reaches the limit voids every open
 * sign-in challenge of the account.
 */
async function withSecondFactor<T>(
  ctx: IdentityContext,
  userId: string,
  body: { code?: string; recoveryCode?: string },
  onPass: (trx: IdentityDb, user: UserRow) => Promise<T>,
): Promise<T> {
  const attempts = await takeMfaAttempt(ctx.db, userId);
  if (attempts > mfaAttemptLimit) {
    await voidMfaChallenges(ctx.db, userId);
    throw tooManyCodes();
  }
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const user = await lockUserById(trx, userId);
    if (!user) throw challengeInvalid();
    if (!(await checkSecondFactor(ctx, trx, user, body)))
      return { passed: false as const, email: user.email };
    await clearMfaAttempts(trx, userId);
    return { passed: true as const, value: await onPass(trx, user) };
  });
  if (outcome.passed) return outcome.value;
  const voided = attempts >= mfaAttemptLimit;
  await ctx.db.transaction().execute(async (trx) => {
    await auditIdentityEvent(trx, {
      severity: 'warn',
      eventType: 'security_event',
      action: 'mfa_failed',
      userEmail: outcome.email,
      isSuspicious: voided,
      details: { attempts },
    });
    if (!voided) return;
    await voidMfaChallenges(trx, userId);
    await auditIdentityEvent(trx, {
      severity: 'critical',
      eventType: 'security_event',
      action: 'mfa_challenges_voided',
      userEmail: outcome.email,
      isSuspicious: true,
      details: { attempts },
    });
  });
  throw mfaFailed();
}

/**
 * The second step of a sign-in: a TOTP code or an unused recovery code exchanges the single-use
 * challenge for a new aal2 session on this device.
 */
export async function exchangeMfaChallenge(
  ctx: IdentityContext,
  body: MfaVerifyRequest & { challenge: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  const challenge = await findOpenMfaChallenge(ctx.db, hashOpaqueToken(body.challenge));
  if (!challenge) throw challengeInvalid();
  return withSecondFactor(ctx, challenge.user_id, body, async (trx, user) => {
    if (!(await consumeMfaChallenge(trx, challenge.id))) throw challengeInvalid();
    await rememberSignedInDevice(trx, user.id, client);
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'sign_in',
      userEmail: user.email,
      details: {
        method: challenge.method,
        secondFactor: body.code !== undefined ? 'totp' : 'recovery_code',
        ip: client.ipAddress,
      },
    });
    return startSession(trx, ctx.settings.keys, user, client, { aal: 'aal2' });
  });
}

/** Step-up: a TOTP code or an unused recovery code raises the caller's current session to aal2. */
export async function verifySecondFactor(
  ctx: IdentityContext,
  caller: IdentityClaims,
  body: MfaVerifyRequest,
): Promise<SessionResponse> {
  const account = await findUserById(ctx.db, caller.sub);
  if (!account) throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
  if (account.totp_secret === null)
    throw new HttpError(409, errorCodes.conflict, identityMessages.mfaNotEnrolled);
  return withSecondFactor(ctx, caller.sub, body, async (trx, user) => {
    await setSessionAal(trx, caller.sid, 'aal2');
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'mfa_verified',
      userEmail: user.email,
      details: { method: body.code !== undefined ? 'totp' : 'recovery_code' },
    });
    return sessionResponse(ctx.settings.keys, user, caller.sid, 'aal2');
  });
}

/**
 * Turns TOTP off: from an aal2 session, with a current code or a recovery code. Every session of the
 * account drops to aal1 (admin pages need the factor); the caller gets its new token.
 */
export async function disableTotp(
  ctx: IdentityContext,
  caller: IdentityClaims,
  body: TotpDisableRequest,
): Promise<SessionResponse> {
  const account = await findUserById(ctx.db, caller.sub);
  if (!account) throw new HttpError(401, errorCodes.unauthorized, identityMessages.sessionExpired);
  await assertSensitiveChangeAllowed(ctx.db, account, caller, undefined, 'code');
  if (account.totp_secret === null)
    throw new HttpError(409, errorCodes.conflict, identityMessages.mfaNotEnrolled);
  return withSecondFactor(ctx, caller.sub, body, async (trx, user) => {
    const updated = await updateUser(trx, user.id, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    await deleteRecoveryCodes(trx, user.id);
    await voidMfaChallenges(trx, user.id);
    await lowerUserSessionsToAal1(trx, user.id);
    await auditIdentityEvent(trx, {
      severity: 'warn',
      eventType: 'security_event',
      action: 'mfa_disabled',
      userEmail: user.email,
    });
    return sessionResponse(ctx.settings.keys, updated, caller.sid, 'aal1');
  });
}
