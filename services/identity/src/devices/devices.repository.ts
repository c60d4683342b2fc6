import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';

const devices = 'identity.known_devices';

export async function rememberDevice(db: IdentityDb, userId: string, deviceHash: string): Promise<void> {
  await db
    .insertInto(devices)
    .values({ user_id: userId, device_hash: deviceHash })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function isKnownDevice(db: IdentityDb, userId: string, deviceHash: string): Promise<boolean> {
  const row = await db
    .selectFrom(devices)
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return row !== undefined;
}
