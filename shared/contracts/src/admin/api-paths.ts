import { serviceApiPaths } from '../service-api.js';
import type { SecurityTab } from './security.js';

const { prefix, api, encode } = serviceApiPaths('admin');

/** Route patterns as the admin service registers them, relative to its prefix. */
export const adminRoutePatterns = {
  securitySummary: '/security/summary',
  securityEvents: '/security/events/:tab',
} as const;

/** Absolute API paths of the admin service, for browsers, the gateway and tests. */
export const adminApi = {
  prefix,
  security: {
    /** GET (admin, aal2): the four counters of the security dashboard. */
    summary: api(adminRoutePatterns.securitySummary),
    /** GET (admin, aal2): one tab's audit entries, newest first, at most `securityTabLimits[tab]`. */
    events: (tab: SecurityTab) => api(`/security/events/${encode(tab)}`),
  },
} as const;
