import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

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
