import type { RatpakDb } from '../database.js';

/** Every entry, newest first. */
export function listEntries(db: RatpakDb) {
  return db.selectFrom('ratpak.entries').select(['id', 'title']).orderBy('created_at', 'desc').execute();
}

export async function insertEntry(db: RatpakDb, title: string): Promise<void> {
  await db.insertInto('ratpak.entries').values({ title }).execute();
}
