import type { SurveyResultsSummary } from '@gbc/contracts/survey';
import {
  surveyResultsQuerySchema,
  surveyResultsSummarySchema,
  surveyRoutePatterns,
} from '@gbc/contracts/survey';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export interface ResultsRoutesOptions {
  summary: (actorEmail: string, days: number) => Promise<SurveyResultsSummary>;
}

/** The survey results overview, for admins with a second factor. */
export const resultsRoutes: FastifyPluginAsync<ResultsRoutesOptions> = async (fastify, { summary }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    surveyRoutePatterns.adminResults,
    {
      config: { auth: { roles: ['admin'], aal: 'aal2' } },
      schema: { querystring: surveyResultsQuerySchema, response: { 200: surveyResultsSummarySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return summary(request.principal?.email ?? 'unknown', request.query.days);
    },
  );
};
