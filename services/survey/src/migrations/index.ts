import type { Migration } from 'kysely';
import { createSurveyResponses } from './2026-11-26-001-create-survey-responses.js';

/** The survey schema's migrations, applied in name order. */
export const surveyMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-survey-responses': createSurveyResponses,
};
