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

/**
 * A response's state as the results count it: opened (nothing saved), started (a save within `days`),
 * completed, or abandoned (in progress with no save for `days`). Aggregate filters over `survey.responses`.
 */
const stateCounts = (days: number) => sql`
  count(r.id) filter (where r.status = 'opened')::int as opened,
  count(r.id) filter (where r.status = 'in_progress' and r.updated_at >= now() - make_interval(days => ${days}))::int as started,
  count(r.id) filter (where r.status = 'completed')::int as completed,
  count(r.id) filter (where r.status = 'in_progress' and r.updated_at < now() - make_interval(days => ${days}))::int as abandoned`;

interface StateCounts {
  opened: number;
  started: number;
  completed: number;
  abandoned: number;
}

/** Responses by state (`stateCounts`), over every response. */
export async function countResponses(db: SurveyDb, abandonedAfter: number): Promise<StateCounts> {
  const { rows } = await sql<StateCounts>`
    select ${stateCounts(abandonedAfter)} from survey.responses r`.execute(db);
  return rows[0] ?? { opened: 0, started: 0, completed: 0, abandoned: 0 };
}

/**
 * The same states by the UTC day each response was opened, for the last `window` days (today
 * included), one row per day, oldest first, days without responses as zeros. Days are bounded by
 * their instants so the range reads the `created_at` index.
 */
export async function countResponsesByDay(
  db: SurveyDb,
  window: number,
  abandonedAfter: number,
): Promise<Array<StateCounts & { day: string }>> {
  const { rows } = await sql<StateCounts & { day: string }>`
    with days as (
      select day::date as day
      from generate_series(
        (now() at time zone 'UTC')::date - ${window - 1}::int,
        (now() at time zone 'UTC')::date,
        interval '1 day'
      ) as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, ${stateCounts(abandonedAfter)}
    from days d
    left join survey.responses r
      on r.created_at >= d.day::timestamp at time zone 'UTC'
      and r.created_at < (d.day + 1)::timestamp at time zone 'UTC'
    group by d.day
    order by d.day`.execute(db);
  return rows;
}

/**
 * How many completed responses gave each value (1 to 5) to each of `ratingKeys` in a section's table
 * (the business section's from its data blob): one row per item and value chosen.
 */
export async function ratingDistribution(
  db: SurveyDb,
  section: SurveySection,
  ratingKeys: readonly string[],
): Promise<Array<{ item: string; value: number; count: number }>> {
  if (ratingKeys.length === 0) return [];
  const pairs = sql.join(
    ratingKeys.map((key) =>
      section === 'businessMarket'
        ? sql`(${key}, (t.data ->> ${key})::int)`
        : sql`(${key}, ${sql.ref(`t.${key}`)}::int)`,
    ),
  );
  const { rows } = await sql<{ item: string; value: number; count: number }>`
    select v.item, v.value, count(*)::int as count
    from ${sql.table(sectionTables[section])} as t
    cross join lateral (values ${pairs}) as v(item, value)
    where v.value is not null
    group by v.item, v.value`.execute(db);
  return rows;
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
