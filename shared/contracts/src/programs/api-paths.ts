import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('programs');

/** Route patterns as the programs service registers them, relative to its prefix. */
export const programsRoutePatterns = {
  entries: '/entries',
} as const;

/** Absolute API paths of the programs service, for browsers, the gateway and tests. */
export const programsApi = {
  prefix,
  entries: {
    /** GET: every entry, newest first. */
    list: api(programsRoutePatterns.entries),
  },
} as const;
