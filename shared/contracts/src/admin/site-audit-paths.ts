import { serviceApiPaths } from '../service-api.js';

const { api, encode } = serviceApiPaths('admin');

/** Route patterns of the site audit as the admin service registers them, relative to its prefix. */
export const siteAuditRoutePatterns = {
  runs: '/site-audit/runs',
  run: '/site-audit/runs/:id',
  fullRuns: '/site-audit/full-runs',
  history: '/site-audit/history',
} as const;

/** Absolute API paths of the site audit. */
export const siteAuditApi = {
  /** POST (anyone, rate limited): start the default audit (`siteAuditRequestSchema`); 202 with the run. */
  start: api(siteAuditRoutePatterns.runs),
  /** GET (anyone holding the run's id): the run's progress, then its result. */
  run: (id: string) => api(`/site-audit/runs/${encode(id)}`),
  /** POST (admins, aal2): a crawl with its own page limit (`siteAuditFullRunSchema`). */
  startFull: api(siteAuditRoutePatterns.fullRuns),
  /** GET (admins, aal2): past runs with their summaries, newest first, cursor-paged. */
  history: api(siteAuditRoutePatterns.history),
} as const;
