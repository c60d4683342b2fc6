import type { RequestHandler } from 'express';
import { sendJsonError } from '../json-error.js';
import type { RouteTableSource } from './route-table-source.js';

/**
 * Answers a page request for a moved address (a redirect in the merged route table) with 301 to its
 * new path, query kept, so links and bookmarks to it keep working and search engines move with it.
 * The Location is a root-relative path: the answer names no domain, whichever one was asked.
 */
export function serveRedirects(routeTable: RouteTableSource): RequestHandler {
  return async (req, res, next) => {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const redirect = (await routeTable.current()).table.redirects.find((entry) => entry.from === path);
    if (!redirect) {
      next();
      return;
    }
    // A form posted to the old address would arrive as a GET at the new one: refuse it, as pages do.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJsonError(res, 405, `${req.method} is not allowed on ${path}; it moved to ${redirect.to}.`, {
        headers: { Allow: 'GET, HEAD' },
      });
      return;
    }
    const queryStart = req.originalUrl.indexOf('?');
    const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
    res.set('Cache-Control', 'no-cache').redirect(301, `${redirect.to}${query}`);
  };
}
