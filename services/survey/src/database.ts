import type { Kysely, Transaction } from 'kysely';
import type { ResponsesTable, SectionRow } from './responses/responses.table.js';

export const surveySchema = 'survey';

/** Tables of the `survey` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface SurveyDatabase {
  'survey.responses': ResponsesTable;
  'survey.consent': SectionRow;
  'survey.general_attitudes': SectionRow;
  'survey.device_functionality': SectionRow;
  'survey.data_practices': SectionRow;
  'survey.autonomy': SectionRow;
  'survey.societal_impact': SectionRow;
  'survey.business_market': SectionRow;
  'survey.final_feedback': SectionRow;
  'survey.demographics': SectionRow;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type SurveyDb = Kysely<SurveyDatabase> | Transaction<SurveyDatabase>;
