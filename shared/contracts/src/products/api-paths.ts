import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('products');

/** Route patterns as the products service registers them, relative to its prefix. */
export const productsRoutePatterns = {
  entries: '/entries',
} as const;

/** Absolute API paths of the products service, for browsers, the gateway and tests. */
export const productsApi = {
  prefix,
  entries: {
    /** GET: every entry, newest first. */
    list: api(productsRoutePatterns.entries),
  },
} as const;
