import { type SurveySection, surveySections } from '@gbc/contracts/survey';
import { type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import { sql } from 'kysely';
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

/** Responses by state: opened (nothing saved), started, completed, and abandoned (no save for `days`). */
export async function countResponses(db: SurveyDb, days: number) {
  const { rows } = await sql<{ opened: number; started: number; completed: number; abandoned: number }>`
    select
      count(*) filter (where status = 'opened')::int as opened,
      count(*) filter (where status = 'in_progress' and updated_at >= now() - make_interval(days => ${days}))::int as started,
      count(*) filter (where status = 'completed')::int as completed,
      count(*) filter (where status = 'in_progress' and updated_at < now() - make_interval(days => ${days}))::int as abandoned
    from survey.responses`.execute(db);
  return rows[0] ?? { opened: 0, started: 0, completed: 0, abandoned: 0 };
}

/** The mean of every 1-5 rating a section's rows hold (the business section's in its data blob); null without rows. */
export async function sectionMean(db: SurveyDb, section: SurveySection, ratingKeys: readonly string[]) {
  if (ratingKeys.length === 0) return null;
  const values =
    section === 'businessMarket'
      ? sql.join(ratingKeys.map((key) => sql`(data ->> ${key})::numeric`))
      : sql.join(ratingKeys.map((key) => sql.ref(key)));
  const { rows } = await sql<{ mean: string | null }>`
    select avg(v) as mean from ${sql.table(sectionTables[section])}, unnest(array[${values}]) as v`.execute(
    db,
  );
  const mean = rows[0]?.mean;
  return mean === null || mean === undefined ? null : Math.round(Number(mean) * 100) / 100;
}
