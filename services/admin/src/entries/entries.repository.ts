import type { AdminDb } from '../database.js';

/** Every entry, newest first. */
export function listEntries(db: AdminDb) {
  return db.selectFrom('admin.entries').select(['id', 'title']).orderBy('created_at', 'desc').execute();
}

export async function insertEntry(db: AdminDb, title: string): Promise<void> {
  await db.insertInto('admin.entries').values({ title }).execute();
}
