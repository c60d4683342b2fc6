import type { RequestHandler } from 'express';
import { sendJsonError } from './json-error.js';
import { matchRouteSafely } from './page-meta.js';

const pageMethods = 'GET, HEAD';

/** A page accepts GET and HEAD only: other methods on a path the site map knows get 405 with `Allow`. */
export const rejectWrongPageMethods: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || !matchRouteSafely(req.path)) {
    next();
    return;
  }
  sendJsonError(res, 405, `${req.method} is not allowed on ${req.path}; pages accept ${pageMethods}.`, {
    headers: { Allow: pageMethods },
  });
};
