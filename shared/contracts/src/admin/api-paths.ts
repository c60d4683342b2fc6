import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('admin');

/** Route patterns as the admin service registers them, relative to its prefix. */
export const adminRoutePatterns = {
  entries: '/entries',
} as const;

/** Absolute API paths of the admin service, for browsers, the gateway and tests. */
export const adminApi = {
  prefix,
  entries: {
    /** GET: every entry, newest first. */
    list: api(adminRoutePatterns.entries),
  },
} as const;
