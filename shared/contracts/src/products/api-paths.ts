import { earlyAccessRoutePattern } from '../early-access/early-access-copy.js';
import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('products');

/** Route patterns as the products service registers them, relative to its prefix. */
export const productsRoutePatterns = {
  accessRequests: earlyAccessRoutePattern,
  prospectus: '/prospectus',
} as const;

/** Absolute API paths of the products service, for browsers, the gateway and tests. */
export const productsApi = {
  prefix,
  /** POST an early-access request of /products, /equinelink, /pawlink or /pinnipedlink (`earlyAccessRequestSchema`). */
  accessRequests: api(productsRoutePatterns.accessRequests),
  /** GET: the membership prospectus as a PDF download. */
  prospectus: api(productsRoutePatterns.prospectus),
} as const;
