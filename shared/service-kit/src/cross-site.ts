import { errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * onRequest hook for routes that take HTML form posts (which browsers send cross-site without a
 * preflight): only the site's own pages may post. Browsers say where a request comes from in
 * `Sec-Fetch-Site` and `Origin`; a request with neither is not from a browser, so cannot be forged
 * by a page. JSON routes need no such check: a cross-site JSON post needs CORS, which no service grants.
 */
export function sameOriginFormsOnly(publicOrigin: string) {
  const siteOrigin = new URL(publicOrigin).origin;
  return async function refuseCrossSite(request: FastifyRequest): Promise<void> {
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      (fetchSite !== undefined && fetchSite !== 'same-origin') ||
      (origin !== undefined && origin !== siteOrigin);
    if (crossSite) throw new HttpError(403, errorCodes.forbidden, genericMessages.crossSite);
  };
}
