import { z } from 'zod';
import { adminRecordsExportQuerySchema, adminRecordsListQuerySchema } from '../admin-records.js';
import { queryInteger } from '../query.js';
import { ratingValues, surveyResultsDays } from './api-paths.js';
import { surveySections } from './survey-steps.js';

/** The admin records kind of completed survey responses (`adminRecordsApi.list('survey', kind)`). */
export const surveyResponseRecordsKind = 'responses';

export const surveyResponseRecordsListQuerySchema = adminRecordsListQuerySchema({});
export const surveyResponseRecordsExportQuerySchema = adminRecordsExportQuerySchema({});
/** No filters yet: every completed response. */
export type SurveyResponseRecordFilters = object;

/** A completed response: anonymous, so its id, when it was completed and the answers of each section. */
export const adminSurveyResponseSchema = z.object({
  id: z.uuid(),
  completedAt: z.string(),
  answers: z.partialRecord(z.enum(surveySections), z.record(z.string(), z.unknown())),
});
export type AdminSurveyResponse = z.infer<typeof adminSurveyResponseSchema>;

const countsSchema = z.object({
  opened: z.number(),
  started: z.number(),
  completed: z.number(),
  abandoned: z.number(),
});

/** GET `surveyApi.adminResults` query: how many days (UTC, today included) the over-time series covers. */
export const surveyResultsQuerySchema = z.object({
  days: queryInteger('days', { min: 1, max: surveyResultsDays.max }).default(surveyResultsDays.default),
});
export type SurveyResultsQuery = z.input<typeof surveyResultsQuerySchema>;

/**
 * GET `surveyApi.adminResults`: responses by state; the same states by the day each response was
 * opened (UTC, oldest first, one entry per day of the window, zeros included); how often each value
 * of each required 1-5 item was chosen in completed responses (`counts[0]` for 1 … `counts[4]` for
 * 5); and each rated section's mean over completed ones.
 */
export const surveyResultsSummarySchema = z.object({
  counts: countsSchema,
  timeline: z.array(countsSchema.extend({ day: z.iso.date() })),
  itemDistributions: z.array(
    z.object({
      section: z.enum(surveySections),
      item: z.string(),
      counts: z.array(z.number()).length(ratingValues.length),
    }),
  ),
  sectionMeans: z.array(z.object({ section: z.enum(surveySections), mean: z.number().nullable() })),
});
export type SurveyResultsSummary = z.infer<typeof surveyResultsSummarySchema>;
