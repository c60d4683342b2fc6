import { type Kysely, type Migration, sql } from 'kysely';
import { surveySchema } from '../database.js';

/**
 * Each section of a submitted survey (its key in the answers) and its table, as at this migration.
 * The business section is one blob (`data`); every other section's keys are its table's columns.
 */
const sectionTables = {
  consent: 'consent',
  generalAttitudes: 'general_attitudes',
  deviceFunctionality: 'device_functionality',
  dataPractices: 'data_practices',
  autonomy: 'autonomy',
  societalImpact: 'societal_impact',
  finalFeedback: 'final_feedback',
  demographics: 'demographics',
} as const;

/** A section's insert, fed by the `completed` CTE: each answer typed as its column by `jsonb_populate_record`. */
const sectionInsert = (key: string, table: string) => `
    insert into ${surveySchema}.${table}
    select answer.* from completed, jsonb_populate_record(
      null::${surveySchema}.${table},
      (submitted_answers -> '${key}') || jsonb_build_object('response_id', completed.id)
    ) as answer`;

/**
 * `survey.complete_response(session hash, answers, final step)`: completes the open response with this
 * session (moving it to the final step) and writes one row per section in one statement (a data-modifying CTE per table), so all of it happens or
 * none; returns the completion time, or null when no open response has this session. A second submit of
 * the same response waits for the first's row lock, then finds it completed and writes nothing.
 * A function rather than the statement itself because PL/pgSQL keeps its plan per connection: a submit
 * sends a one-line call instead of a ten-part statement PostgreSQL would parse and plan every time.
 * Runs with the caller's rights (the survey role's grants).
 */
export const createCompleteResponseFunction: Migration = {
  async up(db: Kysely<unknown>) {
    const inserts = Object.entries(sectionTables).map(
      ([key, table], index) => `section_${index} as (${sectionInsert(key, table)}
  )`,
    );
    await sql
      .raw(`
      create function ${surveySchema}.complete_response(submitted_session bytea, submitted_answers jsonb, final_step smallint)
      returns timestamptz
      language plpgsql
      as $function$
      declare
        done_at timestamptz;
      begin
        with completed as (
          update ${surveySchema}.responses
          set status = 'completed', completed_at = now(), updated_at = now(), current_step = final_step, draft = '{}'
          where session_hash = submitted_session and status <> 'completed'
          returning id, completed_at
        ), ${inserts.join(', ')},
        business as (
          insert into ${surveySchema}.business_market (response_id, data)
          select completed.id, submitted_answers -> 'businessMarket' from completed
        )
        select completed.completed_at into done_at from completed;
        return done_at;
      end
      $function$`)
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`drop function ${surveySchema}.complete_response(bytea, jsonb, smallint)`).execute(db);
  },
};
