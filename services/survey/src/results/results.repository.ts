import { type SurveySection, surveySections } from '@gbc/contracts/survey';
import { type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import { sql } from 'kysely';
import type { SurveyDb } from '../database.js';
import { sectionTables } from '../responses/responses.table.js';

type SectionAnswers = Partial<Record<SurveySection, Record<string, unknown>>>;

/** A page's row: the response, when it was completed (always set once completed) and each section's answers by index. */
type PageRow = { id: string; completed_at: Date } & Record<`s${number}`, Record<string, unknown> | null>;

/**
 * The query of one page of completed responses, last completed first, each with its section answers:
 * the page is read in the order of the `responses_completed_keyset` index from `after` on (no sort of
 * every completed response), and each section joins on its primary key, so a page is one query.
 */
export function completedResponsesPage(limit: number, after: RecordPosition | undefined) {
  // A section's row as JSON without its key holds the values `selectAll` would give (numbers,
  // booleans, text, null) by column name; the business section's blob is taken as stored.
  const alias = (index: number) => sql.ref(`s${index}`);
  const columns = surveySections.map((section, index) =>
    section === 'businessMarket'
      ? sql`${sql.ref(`s${index}.data`)} as ${alias(index)}`
      : sql`to_jsonb(${alias(index)}) - 'response_id' as ${alias(index)}`,
  );
  const joins = surveySections.map(
    (section, index) =>
      sql`left join ${sql.table(sectionTables[section])} as ${alias(index)} on ${sql.ref(`s${index}.response_id`)} = r.id`,
  );
  return sql<PageRow>`
    select r.id, r.completed_at, ${sql.join(columns)}
    from survey.responses as r ${sql.join(joins, sql` `)}
    where r.status = 'completed' ${after ? sql`and ${recordsAfter(after, 'r.completed_at', 'r.id')}` : sql``}
    order by ${recordTimeKey('r.completed_at')} desc, ${recordIdKey('r.id')} desc
    limit ${limit}`;
}

/** One page of completed responses (`completedResponsesPage`), with the answers by section. */
export async function listCompletedResponses(db: SurveyDb, limit: number, after: RecordPosition | undefined) {
  const { rows } = await completedResponsesPage(limit, after).execute(db);
  return rows.map((row) => {
    const answers: SectionAnswers = {};
    surveySections.forEach((section, index) => {
      const value = row[`s${index}`];
      if (value) answers[section] = value;
    });
    return { id: row.id, completedAt: row.completed_at, answers };
  });
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
