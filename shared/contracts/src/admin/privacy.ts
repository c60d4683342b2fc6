import { z } from 'zod';
import { emailAddressSchema } from '../email.js';
import { privacyMessages, privacyRequestKinds, privacyStepStates } from './privacy-copy.js';

export const privacyRequestSchema = z.object({
  email: emailAddressSchema.max(254),
  kind: z.enum(privacyRequestKinds),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

export const privacyRequestIdParamsSchema = z.object({ id: z.uuid(privacyMessages.notFound) });

const privacyStepSchema = z.object({
  service: z.string(),
  state: z.enum(privacyStepStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  erased: z.record(z.string(), z.number().int()).nullable(),
  updatedAt: z.string(),
});

export const privacyRequestViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(privacyRequestKinds),
  email: z.string().nullable(),
  subjectHash: z.string(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  steps: z.array(privacyStepSchema),
});

export const privacyRequestResponseSchema = z.object({ request: privacyRequestViewSchema });
export const privacyRequestListSchema = z.object({ requests: z.array(privacyRequestViewSchema) });

/** The download of a finished export: every service's records about the address. */
export const privacyExportDocumentSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  services: z.record(z.string(), z.record(z.string(), z.array(z.record(z.string(), z.unknown())))),
});
export type PrivacyExportDocument = z.infer<typeof privacyExportDocumentSchema>;
