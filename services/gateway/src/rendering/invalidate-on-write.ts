import type { RequestHandler } from 'express';
import type { PageRenderer } from './page-renderer.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Forgets the rendered pages after any successful write through the API (publishing, editing or
 * withdrawing content), so this process never serves a page rendered before it. Other processes see
 * the change when their short-lived entries expire.
 */
export function invalidateRenderedPagesOnWrite(renderer: PageRenderer): RequestHandler {
  return (req, res, next) => {
    if (!safeMethods.has(req.method)) {
      res.once('finish', () => {
        if (res.statusCode < 400) renderer.invalidate();
      });
    }
    next();
  };
}
