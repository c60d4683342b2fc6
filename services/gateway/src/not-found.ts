import type { Request, Response } from 'express';

const fileExtension = /\.[a-z0-9]+$/i;
/** A mistyped page address such as `/about.html` still deserves the site's 404 page. */
const pageExtension = /\.html?$/i;

/** Paths that name a file rather than a page: these never get the HTML page, even when missing. */
export function isAssetPath(pathname: string): boolean {
  if (pathname.startsWith('/remotes/')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return fileExtension.test(lastSegment) && !pageExtension.test(lastSegment);
}

/** A plain-text 404, so a missing script or stylesheet never receives HTML the browser would misparse. */
export function sendPlainNotFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not found');
}
