import {
  type AssuranceLevel,
  identityApi,
  refreshCookieName,
  type SessionResponse,
  sessionHintCookieName,
} from '@gbc/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditIdentityEvent } from '../audit.js';
import type { ClientInfo, IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import type { SigningKeys } from '../keys/keys.service.js';
import { accessTokenTtlSeconds, signAccessToken } from '../keys/keys.tokens.js';
import { hashOpaqueToken, newOpaqueToken } from '../tokens.js';
import { findUserById } from '../users/users.repository.js';
import { toUserProfile } from '../users/users.service.js';
import type { UserRow } from '../users/users.table.js';
import {
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  lockTokensIssuedSince,
  markRefreshTokenRotated,
  retireRefreshToken,
  revokeSession,
  touchSession,
} from './sessions.repository.js';

/** A refresh token works for 30 days; each use replaces it, so an active device stays signed in. */
export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60_000;

/**
 * A rotated token presented again this soon, while its successor is still unused, is the same
 * browser retrying a refresh whose answer it lost (a navigation or a dropped connection): it gets a
 * new token instead of being signed out everywhere. The unused successor is retired, so whoever
 * holds it later is caught as reuse.
 */
export const refreshRetryGraceMs = 20_000;

export interface IssuedSession {
  response: SessionResponse;
  /** Set when the browser must store a new refresh token (a new session, or a rotation). */
  refreshToken?: string;
}

/** Signs an access token for the user's session and wraps it as the browser receives it. */
export async function sessionResponse(
  keys: SigningKeys,
  user: UserRow,
  sessionId: string,
  aal: AssuranceLevel,
): Promise<SessionResponse> {
  const { token, expiresAt } = await signAccessToken(keys, {
    sub: user.id,
    email: user.email,
    roles: user.roles,
    aal,
    sid: sessionId,
  });
  return {
    accessToken: token,
    tokenType: 'Bearer',
    expiresIn: accessTokenTtlSeconds,
    expiresAt: expiresAt.toISOString(),
    aal,
    user: toUserProfile(user),
  };
}

async function issueRefreshToken(db: IdentityDb, sessionId: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await insertRefreshToken(db, {
    session_id: sessionId,
    token_hash: hash,
    expires_at: new Date(Date.now() + refreshTokenLifetimeMs),
  });
  return token;
}

/** A new session (device) for the user, in the caller's transaction. */
export async function startSession(
  db: IdentityDb,
  keys: SigningKeys,
  user: UserRow,
  client: ClientInfo,
  { aal = 'aal1', adminBootstrap = false }: { aal?: AssuranceLevel; adminBootstrap?: boolean } = {},
): Promise<IssuedSession> {
  const session = await insertSession(db, {
    user_id: user.id,
    aal,
    user_agent: client.userAgent,
    ip_address: client.ipAddress,
    admin_bootstrap: adminBootstrap,
  });
  return {
    response: await sessionResponse(keys, user, session.id, aal),
    refreshToken: await issueRefreshToken(db, session.id),
  };
}

export type RefreshOutcome =
  | { kind: 'rotated'; session: IssuedSession }
  /** An already rotated token came back: someone holds a copy. The whole session is revoked. */
  | { kind: 'reused'; userId: string; sessionId: string }
  | { kind: 'invalid' };

/**
 * Exchanges a refresh token for a new one and a new access token. Call inside a transaction: the
 * token row stays locked until it commits, and a reuse's revocation commits with its audit event.
 */
export async function rotateRefreshToken(
  db: IdentityDb,
  keys: SigningKeys,
  token: string,
  client: ClientInfo,
): Promise<RefreshOutcome> {
  const found = await lockRefreshToken(db, hashOpaqueToken(token));
  if (!found || found.revoked_at !== null) return { kind: 'invalid' };
  if (
    found.rotated_at !== null &&
    (found.retired || !(await retiredUnusedSuccessor(db, { ...found, rotated_at: found.rotated_at })))
  ) {
    await revokeSession(db, found.session_id, 'token_reuse');
    const owner = await findUserById(db, found.user_id);
    await auditIdentityEvent(db, {
      severity: 'critical',
      eventType: 'security_event',
      action: 'refresh_token_reuse',
      userEmail: owner?.email ?? null,
      isSuspicious: true,
      details: { sessionId: found.session_id, ip: client.ipAddress },
    });
    return { kind: 'reused', userId: found.user_id, sessionId: found.session_id };
  }
  if (found.expires_at.getTime() <= Date.now()) return { kind: 'invalid' };
  const user = await findUserById(db, found.user_id);
  if (!user) return { kind: 'invalid' };
  if (found.rotated_at === null) await markRefreshTokenRotated(db, found.token_id);
  await touchSession(db, found.session_id);
  return {
    kind: 'rotated',
    session: {
      response: await sessionResponse(keys, user, found.session_id, found.aal),
      refreshToken: await issueRefreshToken(db, found.session_id),
    },
  };
}

/**
 * True when a rotated token may be exchanged again (see `refreshRetryGraceMs`): within the grace
 * period and with exactly one successor, never used, which is then retired.
 */
async function retiredUnusedSuccessor(
  db: IdentityDb,
  rotated: { session_id: string; token_id: string; rotated_at: Date },
): Promise<boolean> {
  if (Date.now() - rotated.rotated_at.getTime() > refreshRetryGraceMs) return false;
  const successors = await lockTokensIssuedSince(
    db,
    { sessionId: rotated.session_id, tokenId: rotated.token_id },
    rotated.rotated_at,
  );
  const [successor] = successors;
  if (successors.length !== 1 || !successor || successor.rotated_at !== null) return false;
  await retireRefreshToken(db, successor.id);
  return true;
}

/** `rotateRefreshToken` in a transaction of its own, with the current signing keys. */
export function refreshSession(
  ctx: IdentityContext,
  token: string,
  client: ClientInfo,
): Promise<RefreshOutcome> {
  return ctx.db.transaction().execute((trx) => rotateRefreshToken(trx, ctx.settings.keys, token, client));
}

/** The refresh token the browser holds (the cookie), if any. */
export const refreshTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[refreshCookieName] || undefined;

const cookieOptions = (ctx: IdentityContext) => ({
  path: identityApi.prefix,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.settings.publicOrigin.startsWith('https:'),
});

/** The session hint is read by the page's script, site-wide; it carries nothing but "1". */
const hintCookieOptions = (ctx: IdentityContext) => ({ ...cookieOptions(ctx), path: '/', httpOnly: false });

/** Stores a new refresh token in the browser, when the session brought one, and returns the body. */
export function sendSession(
  ctx: IdentityContext,
  reply: FastifyReply,
  session: IssuedSession,
): SessionResponse {
  if (session.refreshToken) {
    const maxAge = Math.floor(refreshTokenLifetimeMs / 1000);
    reply.setCookie(refreshCookieName, session.refreshToken, { ...cookieOptions(ctx), maxAge });
    reply.setCookie(sessionHintCookieName, '1', { ...hintCookieOptions(ctx), maxAge });
  }
  reply.header('cache-control', 'no-store');
  return session.response;
}

export function clearRefreshCookie(ctx: IdentityContext, reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, cookieOptions(ctx));
  reply.clearCookie(sessionHintCookieName, hintCookieOptions(ctx));
}
