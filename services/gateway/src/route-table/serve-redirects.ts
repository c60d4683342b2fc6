import type { RequestHandler } from 'express';
import type { RouteTableSource } from './route-table-source.js';

/**
 * Answers a page request for a moved address (a redirect in the merged route table) with 308 to its
 * new path, query kept, so links and bookmarks to it keep working and search engines move with it.
 */
export function serveRedirects(routeTable: RouteTableSource): RequestHandler {
  return async (req, res, next) => {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const redirect = (await routeTable.current()).table.redirects.find((entry) => entry.from === path);
    if (!redirect) {
      next();
      return;
    }
    const queryStart = req.originalUrl.indexOf('?');
    const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
    res.set('Cache-Control', 'no-cache').redirect(308, `${redirect.to}${query}`);
  };
}
