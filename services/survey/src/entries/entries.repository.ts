import type { SurveyDb } from '../database.js';

/** Every entry, newest first. */
export function listEntries(db: SurveyDb) {
  return db.selectFrom('survey.entries').select(['id', 'title']).orderBy('created_at', 'desc').execute();
}

export async function insertEntry(db: SurveyDb, title: string): Promise<void> {
  await db.insertInto('survey.entries').values({ title }).execute();
}
