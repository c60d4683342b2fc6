import { lastStep, type SurveyAnswers } from '@gbc/contracts/survey';
import { sql } from 'kysely';
import type { SurveyDb } from '../database.js';
import type { ResponseStatus } from './responses.table.js';

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

/**
 * Completes the open response with this session and writes one row per section, in one statement
 * (`survey.complete_response`, whose plan PostgreSQL keeps per connection): all of it happens or none.
 * Returns the completion time, or undefined when no open response has this session.
 */
export async function completeWithSections(
  db: SurveyDb,
  sessionHash: Buffer,
  answers: SurveyAnswers,
): Promise<Date | undefined> {
  const { rows } = await sql<{ completed_at: Date | null }>`
    select survey.complete_response(${sessionHash}, ${JSON.stringify(answers)}::jsonb, ${lastStep}::smallint) as completed_at`.execute(
    db,
  );
  return rows[0]?.completed_at ?? undefined;
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
