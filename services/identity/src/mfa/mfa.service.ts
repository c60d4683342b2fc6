import { createHash, randomInt } from 'node:crypto';
import { brand } from '@gbc/brand';
import { errorCodes } from '@gbc/contracts';
import {
  identityMessages,
  type MfaVerifyRequest,
  type SessionResponse,
  type TotpConfirmResponse,
  type TotpEnrolResponse,
} from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import { Secret, TOTP } from 'otpauth';
import { auditIdentityEvent } from '../audit.js';
import type { IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import type { IdentityClaims } from '../keys/keys.tokens.js';
import { openSecret, sealSecret } from '../secrets/secrets.crypto.js';
import { setSessionAal } from '../sessions/sessions.repository.js';
import { sessionResponse } from '../sessions/sessions.service.js';
import { lockUserById, updateUser } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import { consumeRecoveryCode, replaceRecoveryCodes } from './mfa.repository.js';

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
 * Confirms enrolment with a first code: the factor is on, ten recovery codes are issued (shown once)
 * and this session passes to aal2.
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
    await setSessionAal(trx, caller.sid, 'aal2');
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'mfa_enrolled',
      userEmail: user.email,
    });
    return { recoveryCodes, session: await sessionResponse(ctx.settings.keys, updated, caller.sid, 'aal2') };
  });
}

export type MfaVerifyOutcome = { ok: true; session: SessionResponse } | { ok: false; email: string };

/** The second step of a sign-in: a TOTP code or an unused recovery code raises this session to aal2. */
export async function verifySecondFactor(
  ctx: IdentityContext,
  caller: IdentityClaims,
  body: MfaVerifyRequest,
): Promise<SessionResponse> {
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<MfaVerifyOutcome> => {
    const user = await lockCaller(trx, caller);
    if (user.totp_secret === null)
      throw new HttpError(409, errorCodes.conflict, identityMessages.mfaNotEnrolled);
    let passed = false;
    if (body.code !== undefined) {
      const step = acceptedStep(user, openSecret(ctx.settings.dataKey, user.totp_secret), body.code);
      if (step !== null) {
        await updateUser(trx, user.id, { totp_last_step: step });
        passed = true;
      }
    } else if (body.recoveryCode !== undefined) {
      passed = await consumeRecoveryCode(trx, user.id, hashRecoveryCode(body.recoveryCode));
    }
    if (!passed) return { ok: false, email: user.email };
    await setSessionAal(trx, caller.sid, 'aal2');
    await auditIdentityEvent(trx, {
      severity: 'info',
      eventType: 'security_event',
      action: 'mfa_verified',
      userEmail: user.email,
      details: { method: body.code !== undefined ? 'totp' : 'recovery_code' },
    });
    return { ok: true, session: await sessionResponse(ctx.settings.keys, user, caller.sid, 'aal2') };
  });
  if (outcome.ok) return outcome.session;
  // The failure is audited in its own transaction: the one above only read.
  await auditIdentityEvent(ctx.db, {
    severity: 'warn',
    eventType: 'security_event',
    action: 'mfa_failed',
    userEmail: outcome.email,
  });
  throw mfaFailed();
}
