import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema } from '../paging.js';
import {
  normalizeAuditUrl,
  siteAuditErrorTypes,
  siteAuditLimits,
  siteAuditMessages,
  siteAuditRunStatuses,
} from './site-audit-copy.js';

/** The URL field: the spec's rule (`normalizeAuditUrl`), giving the normalised absolute URL. */
const auditUrlSchema = z.string({ error: siteAuditMessages.urlRequired }).transform((value, ctx) => {
  const normalized = normalizeAuditUrl(value);
  if (normalized.ok) return normalized.url;
  ctx.addIssue({ code: 'custom', message: normalized.message });
  return z.NEVER;
});

/** The audit form and POST `siteAuditApi.start`: the URL alone; the default bounds apply. */
export const siteAuditRequestSchema = z.strictObject({ url: auditUrlSchema });
export type SiteAuditRequestInput = z.input<typeof siteAuditRequestSchema>;
export type SiteAuditRequest = z.output<typeof siteAuditRequestSchema>;

/** POST `siteAuditApi.startFull` (admins): the URL and how many pages at most. */
export const siteAuditFullRunSchema = z.strictObject({
  url: auditUrlSchema,
  pageLimit: z.number().int().min(1).max(siteAuditLimits.maxPageLimit),
});
export type SiteAuditFullRun = z.output<typeof siteAuditFullRunSchema>;

export const siteAuditErrorSchema = z.object({
  type: z.enum(siteAuditErrorTypes),
  message: z.string(),
  url: z.string(),
  page: z.string(),
});

export const siteAuditPageSchema = z.object({
  url: z.string(),
  status: z.number().int(),
  loadTime: z.number().int(),
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  links: z.array(z.string()),
  images: z.array(z.string()),
  seo: z.array(z.string()),
  accessibility: z.array(z.string()),
  errors: z.array(z.string()),
});

export const siteAuditSummarySchema = z.object({
  totalPages: z.number().int(),
  totalErrors: z.number().int(),
  totalImages: z.number().int(),
  totalLinks: z.number().int(),
  averageLoadTime: z.number().int(),
  seoIssues: z.number().int(),
  accessibilityIssues: z.number().int(),
  brokenLinks: z.number().int(),
  brokenImages: z.number().int(),
});

export const siteAuditResultSchema = z.object({
  pages: z.array(siteAuditPageSchema),
  summary: siteAuditSummarySchema,
  errors: z.array(siteAuditErrorSchema),
  timestamp: z.string(),
});

/** A run as its page polls it: progress while running, then the result and the failure panel's issues. */
export const siteAuditRunSchema = z.object({
  id: z.string(),
  status: z.enum(siteAuditRunStatuses),
  url: z.string(),
  pageLimit: z.number().int(),
  pagesDone: z.number().int(),
  pagesFound: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  issues: z.array(siteAuditErrorSchema),
  result: siteAuditResultSchema.nullable(),
});
export type SiteAuditRun = z.infer<typeof siteAuditRunSchema>;

export const siteAuditRunParamsSchema = z.object({ id: z.uuid({ error: siteAuditMessages.runNotFound }) });

/** One past run in the administrators' history: its outcome and summary, without the pages. */
export const siteAuditHistoryItemSchema = siteAuditRunSchema
  .omit({ result: true, issues: true })
  .extend({ summary: siteAuditSummarySchema.nullable(), issueCount: z.number().int() });
export type SiteAuditHistoryItem = z.infer<typeof siteAuditHistoryItemSchema>;

export const siteAuditHistoryQuerySchema = z.strictObject({ cursor: cursorQuerySchema.optional() });
export const siteAuditHistorySchema = cursorPageSchema(siteAuditHistoryItemSchema);
export type SiteAuditHistory = z.infer<typeof siteAuditHistorySchema>;
