import type { AssuranceLevel } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';
import type { SessionRow } from './sessions.table.js';

const sessions = 'identity.sessions';
const refreshTokens = 'identity.refresh_tokens';

export interface NewSession {
  user_id: string;
  aal: AssuranceLevel;
  user_agent: string | null;
  ip_address: string | null;
  admin_bootstrap?: boolean;
}

export async function insertSession(db: IdentityDb, session: NewSession): Promise<SessionRow> {
  return db.insertInto(sessions).values(session).returningAll().executeTakeFirstOrThrow();
}

export async function insertRefreshToken(
  db: IdentityDb,
  token: { session_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto(refreshTokens).values(token).execute();
}

/**
 * The refresh token with this hash and its session, both locked: two requests presenting the same
 * token are serialised, so the second one sees it rotated (reuse) instead of rotating it again.
 */
export async function lockRefreshToken(db: IdentityDb, tokenHash: string) {
  return db
    .selectFrom(`${refreshTokens} as t`)
    .innerJoin(`${sessions} as s`, 's.id', 't.session_id')
    .select([
      't.id as token_id',
      't.expires_at',
      't.rotated_at',
      't.retired',
      's.id as session_id',
      's.user_id',
      's.aal',
      's.revoked_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The tokens the session was given since `since` (the rotation of an earlier token), locked. One
 * unused token means the rotation's answer never reached the browser, or has not been used yet.
 */
export async function lockTokensIssuedSince(
  db: IdentityDb,
  rotated: { sessionId: string; tokenId: string },
  since: Date,
) {
  return db
    .selectFrom(refreshTokens)
    .select(['id', 'rotated_at'])
    .where('session_id', '=', rotated.sessionId)
    .where('id', '!=', rotated.tokenId)
    .where('created_at', '>=', since)
    .forUpdate()
    .execute();
}

/** Retires an unused token: presenting it from now on is reuse. */
export async function retireRefreshToken(db: IdentityDb, tokenId: string): Promise<void> {
  await db
    .updateTable(refreshTokens)
    .set({ rotated_at: sql<Date>`now()`, retired: true })
    .where('id', '=', tokenId)
    .execute();
}

export async function markRefreshTokenRotated(db: IdentityDb, tokenId: string): Promise<void> {
  await db
    .updateTable(refreshTokens)
    .set({ rotated_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .execute();
}

export async function touchSession(db: IdentityDb, sessionId: string): Promise<void> {
  await db
    .updateTable(sessions)
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function findActiveSession(db: IdentityDb, sessionId: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom(sessions)
    .selectAll()
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Sets the session's level; `admin_bootstrap` ends with it (a set-up session raises its level once). */
export async function setSessionAal(db: IdentityDb, sessionId: string, aal: AssuranceLevel): Promise<void> {
  await db.updateTable(sessions).set({ aal, admin_bootstrap: false }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: IdentityDb, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable(sessions)
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sets every active session of the user to aal1 (the second factor was turned off). */
export async function lowerUserSessionsToAal1(db: IdentityDb, userId: string): Promise<void> {
  await db
    .updateTable(sessions)
    .set({ aal: 'aal1' })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every active session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: IdentityDb,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable(sessions)
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function listUserSessions(db: IdentityDb, userId: string): Promise<SessionRow[]> {
  return db.selectFrom(sessions).selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}
