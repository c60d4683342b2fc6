import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

import type { MfaChallengeRow } from './mfa.table.js';

const codes = 'identity.recovery_codes';

/** Replaces the user's recovery codes with these (hashed) ones. */
export async function replaceRecoveryCodes(
  db: IdentityDb,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.deleteFrom(codes).where('user_id', '=', userId).execute();
  await db
    .insertInto(codes)
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export async function deleteRecoveryCodes(db: IdentityDb, userId: string): Promise<void> {
  await db.deleteFrom(codes).where('user_id', '=', userId).execute();
}

/** Uses up a matching unused recovery code; true when there was one. */
export async function consumeRecoveryCode(
  db: IdentityDb,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const used = await db
    .updateTable(codes)
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

const challenges = 'identity.mfa_challenges';

export async function insertMfaChallenge(
  db: IdentityDb,
  challenge: { user_id: string; token_hash: string; method: string; expires_at: Date },
): Promise<void> {
  await db.insertInto(challenges).values(challenge).execute();
}

/** The open (unused, unexpired) challenge with this hash, if any. */
export async function findOpenMfaChallenge(
  db: IdentityDb,
  tokenHash: string,
): Promise<MfaChallengeRow | undefined> {
  return db
    .selectFrom(challenges)
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses the challenge up; false when another request did first (single use under concurrency). */
export async function consumeMfaChallenge(db: IdentityDb, id: string): Promise<boolean> {
  const used = await db
    .updateTable(challenges)
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Voids every open challenge of the account (too many wrong codes). */
export async function voidMfaChallenges(db: IdentityDb, userId: string): Promise<void> {
  await db
    .updateTable(challenges)
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Codes an account may try per window, from any client; the one that reaches it restarts the window. */
export const mfaAttemptLimit = 5;
export const mfaWindowMinutes = 15;

/** Takes one code attempt for the account before the code is checked, atomically; its count. */
export async function takeMfaAttempt(db: IdentityDb, userId: string): Promise<number> {
  const window = sql.lit(`${mfaWindowMinutes} minutes`);
  const { rows } = await sql<{ attempts: number }>`
    insert into identity.mfa_throttle as t (user_id, attempts, window_started_at)
    values (${userId}, 1, now())
    on conflict (user_id) do update set
      attempts = case when t.window_started_at < now() - ${window}::interval then 1 else t.attempts + 1 end,
      window_started_at = case
        when t.window_started_at < now() - ${window}::interval then now()
        when t.attempts + 1 = ${mfaAttemptLimit} then now()
        else t.window_started_at end
    returning attempts
  `.execute(db);
  return rows[0]?.attempts ?? Number.POSITIVE_INFINITY;
}

/** A right code clears the account's count. */
export async function clearMfaAttempts(db: IdentityDb, userId: string): Promise<void> {
  await db.deleteFrom('identity.mfa_throttle').where('user_id', '=', userId).execute();
}
