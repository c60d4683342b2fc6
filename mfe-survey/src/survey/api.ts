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

/** The survey's writes as `useApiMutation` definitions; failures are logged only (spec 3 §8). */
export const surveyMutations = {
  start: (): ApiMutationDefinition<SurveyStarted> => ({
    method: 'POST',
    path: surveyApi.start,
    schema: async () => (await schemas()).surveyStartedSchema,
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
