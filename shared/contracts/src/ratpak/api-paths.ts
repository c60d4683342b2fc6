import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('ratpak');

/** Route patterns as the ratpak service registers them, relative to its prefix. */
export const ratpakRoutePatterns = {
  entries: '/entries',
} as const;

/** Absolute API paths of the ratpak service, for browsers, the gateway and tests. */
export const ratpakApi = {
  prefix,
  entries: {
    /** GET: every entry, newest first. */
    list: api(ratpakRoutePatterns.entries),
  },
} as const;
