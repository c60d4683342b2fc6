import {
  type SurveyResumed,
  type SurveySaved,
  type SurveyStarted,
  type SurveySubmitted,
  surveyApi,
} from '@gbc/contracts/survey';
import type { ApiMutationDefinition } from '@gbc/web-kit';

// Response schemas load with the first request, never in the first load.
const schemas = () => import('@gbc/contracts/survey');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The answer of `start`, checked without zod: the response is opened right after hydration, so loading
 * the schemas for it would put zod in the page's first load.
 */
export function surveyStartedAnswer(answer: unknown): SurveyStarted {
  const { responseId, sessionId } = (answer ?? {}) as Partial<Record<keyof SurveyStarted, unknown>>;
  if (
    typeof responseId !== 'string' ||
    !uuidPattern.test(responseId) ||
    typeof sessionId !== 'string' ||
    !sessionId
  ) {
    throw new Error('The survey service answered the start of a response with an unexpected body');
  }
  return { responseId, sessionId };
}

/** The survey's writes as `useApiMutation` definitions; failures are logged only (spec 3 §8). */
export const surveyMutations = {
  start: (): ApiMutationDefinition<unknown> => ({
    method: 'POST',
    path: surveyApi.start,
    errorContext: 'survey session creation',
  }),
  save: (): ApiMutationDefinition<SurveySaved> => ({
    method: 'POST',
    path: surveyApi.progress,
    schema: async () => (await schemas()).surveySavedSchema,
    errorContext: 'survey progress save',
  }),
  submit: (): ApiMutationDefinition<SurveySubmitted> => ({
    method: 'POST',
    path: surveyApi.submit,
    schema: async () => (await schemas()).surveySubmittedSchema,
    errorContext: 'survey submission',
  }),
  resume: (): ApiMutationDefinition<SurveyResumed> => ({
    method: 'POST',
    path: surveyApi.resume,
    schema: async () => (await schemas()).surveyResumedSchema,
    errorContext: 'survey resume',
  }),
  resumeMail: (): ApiMutationDefinition<unknown> => ({
    method: 'POST',
    path: surveyApi.resumeMail,
    errorContext: 'survey resume link',
  }),
};
