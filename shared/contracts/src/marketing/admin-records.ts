import { z } from 'zod';
import {
  adminRecordsExportQuerySchema,
  adminRecordsListQuerySchema,
  adminRecordsSearchSchema,
} from '../admin-records.js';
import { contactInterests } from './contact-copy.js';
import { vignetteStatuses } from './vignette-copy.js';
import { vignetteSchema } from './vignettes.js';

const contactMessageFilters = {
  interest: z.enum(contactInterests).optional(),
  search: adminRecordsSearchSchema,
};
export const contactMessageRecordsListQuerySchema = adminRecordsListQuerySchema(contactMessageFilters);
export const contactMessageRecordsExportQuerySchema = adminRecordsExportQuerySchema(contactMessageFilters);
export type ContactMessageRecordFilters = z.infer<typeof contactMessageRecordsExportQuerySchema>;
export const adminContactMessageSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  interest: z.enum(contactInterests),
  subject: z.string().nullable(),
  message: z.string(),
});

const eventRegistrationFilters = {
  eventId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  search: adminRecordsSearchSchema,
};
export const eventRegistrationRecordsListQuerySchema = adminRecordsListQuerySchema(eventRegistrationFilters);
export const eventRegistrationRecordsExportQuerySchema =
  adminRecordsExportQuerySchema(eventRegistrationFilters);
export type EventRegistrationRecordFilters = z.infer<typeof eventRegistrationRecordsExportQuerySchema>;
export const adminEventRegistrationSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  eventId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  signedIn: z.boolean(),
});

const vignetteFilters = { status: z.enum(vignetteStatuses).optional(), search: adminRecordsSearchSchema };
export const vignetteRecordsListQuerySchema = adminRecordsListQuerySchema(vignetteFilters);
export const vignetteRecordsExportQuerySchema = adminRecordsExportQuerySchema(vignetteFilters);
export type VignetteRecordFilters = z.infer<typeof vignetteRecordsExportQuerySchema>;
export const adminVignetteSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(vignetteStatuses),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});

/** Answer of the draft preview (`marketingApi.vignettes.adminBySlug`): a vignette of any status. */
export const adminVignetteResponseSchema = z.object({
  vignette: vignetteSchema.extend({ status: z.enum(vignetteStatuses) }),
});
export type AdminVignetteResponse = z.infer<typeof adminVignetteResponseSchema>;
