import {
  adminApi,
  type SecurityEventsResponse,
  type SecuritySummaryResponse,
  type SecurityTab,
} from '@gbc/contracts/admin';
import type { ApiQueryDefinition } from '@gbc/web-kit';

/** The security dashboard's reads, with the admin's access token; built once for the page and its tests. */
export const securityQueries = {
  summary: (accessToken: string): ApiQueryDefinition<SecuritySummaryResponse> => ({
    key: ['admin', 'security', 'summary'],
    path: adminApi.security.summary,
    schema: async () => (await import('@gbc/contracts/admin')).securitySummaryResponseSchema,
    accessToken,
    errorContext: 'security summary',
  }),
  events: (tab: SecurityTab, accessToken: string): ApiQueryDefinition<SecurityEventsResponse> => ({
    key: ['admin', 'security', 'events', tab],
    path: adminApi.security.events(tab),
    schema: async () => (await import('@gbc/contracts/admin')).securityEventsResponseSchema,
    accessToken,
    errorContext: `security events (${tab})`,
  }),
};
