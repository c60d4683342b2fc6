/** The admin domain's contracts: `@gbc/contracts/admin`. */
import { z } from 'zod';
import { securityTabs } from './security.js';

export * from './api-paths.js';
export * from './security.js';

export * from './site-audit.js';
export * from './site-audit-copy.js';
export * from './site-audit-paths.js';

/** One row of the audit log as the dashboard shows it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  severity: z.string(),
  isSuspicious: z.boolean(),
  eventType: z.string(),
  userEmail: z.string().nullable(),
  resourceType: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const securityEventsParamsSchema = z.object({ tab: z.enum(securityTabs) });

export const securityEventsResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type SecurityEventsResponse = z.infer<typeof securityEventsResponseSchema>;

export const securitySummaryResponseSchema = z.object({
  counters: z.object({
    suspicious: z.number().int().nonnegative(),
    failedSignIns: z.number().int().nonnegative(),
    bciAccess: z.number().int().nonnegative(),
    adminActions: z.number().int().nonnegative(),
  }),
});
export type SecuritySummaryResponse = z.infer<typeof securitySummaryResponseSchema>;
export * from './privacy.js';
export * from './privacy-copy.js';
