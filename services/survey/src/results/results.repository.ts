import { type SurveySection, surveySections } from '@gbc/contracts/survey';
import { type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import type { SurveyDb } from '../database.js';
import { sectionTables } from '../responses/responses.table.js';

/** One page of completed responses, last completed first. */
export async function listCompletedResponses(db: SurveyDb, limit: number, after: RecordPosition | undefined) {
  let query = db
    .selectFrom('survey.responses')
    .select(['id', 'completed_at'])
    .where('status', '=', 'completed');
  if (after) query = query.where(recordsAfter(after, 'completed_at'));
  return query
    .orderBy(recordTimeKey('completed_at'), 'desc')
    .orderBy(recordIdKey(), 'desc')
    .limit(limit)
    .execute();
}

/** The section answers of these responses, by response id then section (the business blob unpacked). */
export async function sectionAnswersOf(
  db: SurveyDb,
  responseIds: readonly string[],
): Promise<Map<string, Partial<Record<SurveySection, Record<string, unknown>>>>> {
  const answers = new Map<string, Partial<Record<SurveySection, Record<string, unknown>>>>(
    responseIds.map((id) => [id, {}]),
  );
  if (responseIds.length === 0) return answers;
  for (const section of surveySections) {
    // Every section table has the same row type (`SectionRow`), so one of them names them all here.
    const table = sectionTables[section] as 'survey.consent';
    const rows = await db.selectFrom(table).selectAll().where('response_id', 'in', responseIds).execute();
    for (const { response_id, ...row } of rows) {
      const of = answers.get(response_id as string);
      if (of) of[section] = section === 'businessMarket' ? (row.data as Record<string, unknown>) : row;
    }
  }
  return answers;
}
