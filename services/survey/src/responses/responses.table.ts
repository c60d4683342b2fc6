import type { SurveySection } from '@gbc/contracts/survey';
import type { ColumnType, Generated } from 'kysely';
import type { SurveyDatabase } from '../database.js';

/** `opened`: created on first load, nothing saved yet; `in_progress`: a step saved; `completed`: submitted. */
export type ResponseStatus = 'opened' | 'in_progress' | 'completed';

export interface ResponsesTable {
  id: Generated<string>;
  /** SHA-256 of the session id (the resume code); the code itself is never stored. */
  session_hash: Buffer;
  status: ColumnType<ResponseStatus, ResponseStatus | undefined, ResponseStatus>;
  current_step: ColumnType<number, number | undefined, number>;
  /** Answers saved before the submit, by section; emptied when the sections are written. */
  draft: ColumnType<Record<string, Record<string, unknown>>, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date | string>;
  completed_at: ColumnType<Date | null, never, Date | string | null>;
}

/** A section's row: the response it belongs to and one column per item (checked by the schemas first). */
export type SectionRow = { response_id: string } & Record<string, unknown>;

/** The table each section of the draft is written to on submit, in the order of the steps. */
export const sectionTables = {
  consent: 'survey.consent',
  generalAttitudes: 'survey.general_attitudes',
  deviceFunctionality: 'survey.device_functionality',
  dataPractices: 'survey.data_practices',
  autonomy: 'survey.autonomy',
  societalImpact: 'survey.societal_impact',
  businessMarket: 'survey.business_market',
  finalFeedback: 'survey.final_feedback',
  demographics: 'survey.demographics',
} as const satisfies Record<SurveySection, keyof SurveyDatabase>;
