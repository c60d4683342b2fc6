import type { __Name__Db } from '../database.js';

/** Every entry, newest first. */
export function listEntries(db: __Name__Db) {
  return db.selectFrom('__name__.entries').select(['id', 'title']).orderBy('created_at', 'desc').execute();
}

export async function insertEntry(db: __Name__Db, title: string): Promise<void> {
  await db.insertInto('__name__.entries').values({ title }).execute();
}
