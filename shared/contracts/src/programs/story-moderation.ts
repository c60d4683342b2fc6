import { z } from 'zod';
import {
  adminRecordsExportQuerySchema,
  adminRecordsListQuerySchema,
  adminRecordsSearchSchema,
} from '../admin-records.js';
import { plainTextLineSchema } from '../plain-text.js';
import { storyTypes } from './story-copy.js';
import { storyModerationLimits, storyModerationMessages, storyStatuses } from './story-moderation-copy.js';

const storyFilters = {
  status: z.enum(storyStatuses).optional(),
  storyType: z.enum(storyTypes).optional(),
  /** Part of the author's address or name, or of the title. */
  search: adminRecordsSearchSchema,
};
export const storyRecordsListQuerySchema = adminRecordsListQuerySchema(storyFilters);
export const storyRecordsExportQuerySchema = adminRecordsExportQuerySchema(storyFilters);
export type StoryRecordFilters = z.infer<typeof storyRecordsExportQuerySchema>;

export const adminStorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  storyType: z.enum(storyTypes),
  storyTitle: z.string(),
  storyContent: z.string(),
  consentPublish: z.boolean(),
  consentContact: z.boolean(),
  status: z.enum(storyStatuses),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});

export const storyIdParamsSchema = z.object({ id: z.uuid(storyModerationMessages.notFound) });

export const storyRejectionSchema = z.object({
  reason: z.string({ error: storyModerationMessages.reasonRequired }).pipe(
    plainTextLineSchema(storyModerationLimits.reasonMax, {
      tooLong: storyModerationMessages.reasonTooLong,
      invalid: storyModerationMessages.reasonInvalid,
    }).min(1, storyModerationMessages.reasonRequired),
  ),
});
export type StoryRejection = z.infer<typeof storyRejectionSchema>;

export const storyModerationResponseSchema = z.object({ story: adminStorySchema });
