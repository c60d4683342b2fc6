import type { ProgramsDb } from '../database.js';

/** Every entry, newest first. */
export function listEntries(db: ProgramsDb) {
  return db.selectFrom('programs.entries').select(['id', 'title']).orderBy('created_at', 'desc').execute();
}

export async function insertEntry(db: ProgramsDb, title: string): Promise<void> {
  await db.insertInto('programs.entries').values({ title }).execute();
}
