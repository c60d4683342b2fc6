import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('survey');

/** Route patterns as the survey service registers them, relative to its prefix. */
export const surveyRoutePatterns = {
  entries: '/entries',
} as const;

/** Absolute API paths of the survey service, for browsers, the gateway and tests. */
export const surveyApi = {
  prefix,
  entries: {
    /** GET: every entry, newest first. */
    list: api(surveyRoutePatterns.entries),
  },
} as const;
