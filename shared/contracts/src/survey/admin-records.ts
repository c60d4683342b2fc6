import { z } from 'zod';
import { adminRecordsExportQuerySchema, adminRecordsListQuerySchema } from '../admin-records.js';
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

/** A response with no save for this many days is counted as abandoned. */
export const abandonedAfterDays = 7;

/** GET `surveyApi.adminResults`: responses by state, and each rated section's mean over completed ones. */
export const surveyResultsSummarySchema = z.object({
  counts: z.object({
    opened: z.number(),
    started: z.number(),
    completed: z.number(),
    abandoned: z.number(),
  }),
  sectionMeans: z.array(z.object({ section: z.enum(surveySections), mean: z.number().nullable() })),
});
export type SurveyResultsSummary = z.infer<typeof surveyResultsSummarySchema>;
