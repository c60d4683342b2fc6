import type { RequestHandler } from 'express';
import { sendJsonError } from './json-error.js';
import { matchRouteSafely } from './page-meta.js';
import type { RouteTableSource } from './route-table/route-table-source.js';

const pageMethods = 'GET, HEAD';

/** A page accepts GET and HEAD only: other methods on a path the route table knows get 405 with `Allow`. */
export function rejectWrongPageMethods(routeTable: RouteTableSource): RequestHandler {
  return async (req, res, next) => {
    if (
      req.method === 'GET' ||
      req.method === 'HEAD' ||
      !matchRouteSafely(req.path, (await routeTable.current()).table.routes)
    ) {
      next();
      return;
    }
    sendJsonError(res, 405, `${req.method} is not allowed on ${req.path}; pages accept ${pageMethods}.`, {
      headers: { Allow: pageMethods },
    });
  };
}
