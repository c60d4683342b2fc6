import { timingSafeEqual } from 'node:crypto';
import { authMessages, errorCodes } from '@gbc/contracts';
import { identityMessages } from '@gbc/contracts/identity';
import { HttpError } from '@gbc/service-kit';
import type { FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import { type IdentityClaims, verifyAccessToken } from '../keys/keys.tokens.js';
import { verifyPassword } from '../passwords/passwords.hashing.js';
import { findUserById } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import { findActiveSession } from './sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of identity's own signed-in routes; set by `authenticate`. */
    identity: IdentityClaims | null;
  }
}

const unauthorized = () => new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/);
  return match?.[1];
}

/**
 * onRequest hook of identity's signed-in routes: a valid access token whose session is still active.
 * Unlike other services, identity checks the session too, so signing out takes effect here at once.
 */
export function authenticate(ctx: IdentityContext) {
  return async function checkSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(ctx.settings.keys, token) : null;
    if (!claims) throw unauthorized();
    const session = await findActiveSession(ctx.db, claims.sid);
    if (!session || session.user_id !== claims.sub) throw unauthorized();
    request.identity = claims;
  };
}

/**
 * `authenticate`, plus the admin role and a session that passed the second factor. Named like the
 * kit's `requireRole('admin')` hook, so the host lists the route in the admin OpenAPI document only.
 */
export function authenticateAdmin(ctx: IdentityContext) {
  const check = authenticate(ctx);
  async function checkAdmin(request: FastifyRequest): Promise<void> {
    await check(request);
    const claims = request.identity as IdentityClaims;
    const forbidden = () => new HttpError(403, errorCodes.forbidden, authMessages.forbidden);
    if (!claims.roles.includes('admin')) throw forbidden();
    if (claims.aal !== 'aal2') {
      throw new HttpError(403, errorCodes.forbidden, authMessages.secondFactorRequired);
    }
    // The token may predate a role removal by up to ten minutes; admin powers follow the account now.
    const user = await findUserById(ctx.db, claims.sub);
    if (!user?.roles.includes('admin')) throw forbidden();
  }
  return Object.assign(checkAdmin, { requiredRole: 'admin' as const });
}

/** The signed-in caller; only for routes behind `authenticate`. */
export function callerOf(request: FastifyRequest): IdentityClaims {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

/** onRequest hook of `/internal/*`: the shared service token, compared in constant time. */
export function authenticateService(ctx: IdentityContext) {
  const expected = Buffer.from(ctx.settings.internalApiToken);
  return async function checkService(request: FastifyRequest): Promise<void> {
    const given = Buffer.from(bearerToken(request) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
  };
}

/**
 * Changing the e-mail address or password, deleting the account and turning TOTP off: an account with
 * TOTP needs a session that passed the second factor (403 `MFA_REQUIRED`: the page steps up and
 * retries), one without needs its current password (`field` names it), unless it has none yet.
 */
export async function assertSensitiveChangeAllowed(
  db: IdentityDb,
  user: UserRow,
  caller: IdentityClaims,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (user.totp_enabled_at !== null) {
    // The session row, not the token: turning the factor off lowers sessions before their tokens expire.
    const session = await findActiveSession(db, caller.sid);
    if (session?.aal !== 'aal2') {
      throw new HttpError(403, errorCodes.mfaRequired, identityMessages.mfaRequired);
    }
    return;
  }
  if (user.password_hash === null) return;
  if (password === undefined || !(await verifyPassword(user.password_hash, password))) {
    throw new HttpError(400, errorCodes.badRequest, identityMessages.currentPasswordWrong, {
      [field]: identityMessages.currentPasswordWrong,
    });
  }
}
