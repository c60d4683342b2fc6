import { type SurveyResultsSummary, surveyApi } from '@gbc/contracts/survey';
import { apiQueryOptions } from '@gbc/web-kit';

/** The survey results, read with the admin's token; the key holds the window, so each period caches apart. */
export const resultsQueries = {
  key: ['admin', 'survey', 'results'] as const,
  summary: (days: number, accessToken: string) =>
    apiQueryOptions<SurveyResultsSummary>({
      key: [...resultsQueries.key, days],
      path: surveyApi.adminResults,
      query: { days: String(days) },
      schema: async () => (await import('@gbc/contracts/survey')).surveyResultsSummarySchema,
      accessToken,
      errorContext: 'survey results',
    }),
};
