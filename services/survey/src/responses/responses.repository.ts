import { lastStep, type SurveyAnswers, type SurveySection, surveySections } from '@gbc/contracts/survey';
import { sql } from 'kysely';
import type { SurveyDb } from '../database.js';
import { type ResponseStatus, type SectionRow, sectionTables } from './responses.table.js';

export async function insertResponse(db: SurveyDb, sessionHash: Buffer): Promise<string> {
  const { id } = await db
    .insertInto('survey.responses')
    .values({ session_hash: sessionHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The response with this session, if any; `forUpdate` locks it for the caller's transaction. */
export function findResponse(db: SurveyDb, sessionHash: Buffer, forUpdate = false) {
  const query = db
    .selectFrom('survey.responses')
    .select(['id', 'status', 'current_step', 'draft', 'completed_at'])
    .where('session_hash', '=', sessionHash);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Merges the saved sections into the draft (a section sent replaces the one stored) and moves the step,
 * in one statement; a completed response is left alone. Returns the new step, or undefined when no
 * open response has this session.
 */
export async function saveProgress(
  db: SurveyDb,
  sessionHash: Buffer,
  currentStep: number,
  sections: Record<string, unknown>,
): Promise<{ current_step: number; updated_at: Date } | undefined> {
  return db
    .updateTable('survey.responses')
    .set({
      draft: sql`draft || ${JSON.stringify(sections)}::jsonb`,
      current_step: currentStep,
      status: sql<ResponseStatus>`case when ${currentStep} > 0 or ${JSON.stringify(sections)}::jsonb <> '{}' then 'in_progress' else status end`,
      updated_at: sql`now()`,
    })
    .where('session_hash', '=', sessionHash)
    .where('status', '<>', 'completed')
    .returning(['current_step', 'updated_at'])
    .executeTakeFirst();
}

/** A section's row as an INSERT target and values: one column per answer (the business section as one data blob). */
function sectionInsert(responseId: string, answers: SurveyAnswers, section: SurveySection) {
  const values =
    section === 'businessMarket' ? { data: JSON.stringify(answers.businessMarket) } : answers[section];
  const row: SectionRow = { response_id: responseId, ...values };
  const columns = Object.keys(row);
  return sql`insert into ${sql.table(sectionTables[section])} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(columns.map((column) => row[column]))})`;
}

/**
 * Marks the response completed and writes one row per section, in one statement (a data-modifying
 * CTE per table): all of it happens or none, and a submit costs one round trip instead of ten.
 */
export async function completeWithSections(
  db: SurveyDb,
  responseId: string,
  answers: SurveyAnswers,
): Promise<Date> {
  const inserts = surveySections.map(
    (section, index) =>
      sql`${sql.id(`section_${index}`)} as (${sectionInsert(responseId, answers, section)})`,
  );
  const { rows } = await sql<{ completed_at: Date }>`
    with completed as (
      update survey.responses
      set status = 'completed', completed_at = now(), updated_at = now(), current_step = ${lastStep}, draft = '{}'
      where id = ${responseId}
      returning completed_at
    ), ${sql.join(inserts)}
    select completed_at from completed`.execute(db);
  const completed = rows[0];
  if (!completed) throw new Error(`survey response ${responseId} vanished while locked`);
  return completed.completed_at;
}

/** Deletes responses opened and never started (no step saved) longer than `days` ago; returns how many. */
export async function deleteOpenedBefore(db: SurveyDb, days: number): Promise<number> {
  const result = await db
    .deleteFrom('survey.responses')
    .where('status', '=', 'opened')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
