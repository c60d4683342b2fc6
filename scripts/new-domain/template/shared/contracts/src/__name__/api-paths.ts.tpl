import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('__name__');

/** Route patterns as the __name__ service registers them, relative to its prefix. */
export const __name__RoutePatterns = {
  entries: '/entries',
} as const;

/** Absolute API paths of the __name__ service, for browsers, the gateway and tests. */
export const __name__Api = {
  prefix,
  entries: {
    /** GET: every entry, newest first. */
    list: api(__name__RoutePatterns.entries),
  },
} as const;
