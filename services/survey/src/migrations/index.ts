import type { Migration } from 'kysely';
import { createSurveyResponses } from './2026-11-26-001-create-survey-responses.js';
import { indexResponsesCreatedAt } from './2026-11-27-001-index-responses-created-at.js';
import { indexCompletedResponsesKeyset } from './2026-11-27-002-index-completed-responses-keyset.js';
import { createCompleteResponseFunction } from './2026-11-27-003-create-complete-response-function.js';

/** The survey schema's migrations, applied in name order. */
export const surveyMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-survey-responses': createSurveyResponses,
  '2026-11-27-001-index-responses-created-at': indexResponsesCreatedAt,
  '2026-11-27-002-index-completed-responses-keyset': indexCompletedResponsesKeyset,
  '2026-11-27-003-create-complete-response-function': createCompleteResponseFunction,
};
