import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export const surveySchema = 'survey';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `survey` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface SurveyDatabase {
  'survey.entries': EntriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type SurveyDb = Kysely<SurveyDatabase> | Transaction<SurveyDatabase>;
