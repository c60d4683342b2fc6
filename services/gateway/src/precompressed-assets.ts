import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { RequestHandler, Response } from 'express';

/** What the build precompresses (see build-kit's PrecompressPlugin), best encoding first. */
const compressible = /\.(?:js|css|svg)$/i;
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the build's brotli or gzip copy of a script, style sheet or icon when the client accepts that
 * encoding (brotli at quality 11 is smaller than on-the-fly compression and costs no CPU per request);
 * anything else goes on to the plain static handler. `setHeaders` is the static handler's, so caching
 * and cross-origin headers are the same either way.
 */
export function servePrecompressed(
  dir: string,
  setHeaders: (res: Response, filePath: string) => void,
  /** The static handler's own options for the headers `send` adds, so both send a file alike. */
  sendOptions: { acceptRanges?: boolean; lastModified?: boolean; cacheControl?: boolean } = {
    cacheControl: false,
  },
): RequestHandler {
  const root = resolve(dir);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !compressible.test(req.path)) {
      next();
      return;
    }
    // Our preference, not the header's order: browsers list gzip first but brotli is smaller.
    const encoding = encodings.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    let original: string;
    try {
      original = resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      next();
      return;
    }
    if (!encoding || !original.startsWith(root + sep) || !(await isFile(original + encoding.suffix))) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    res.type(extname(original));
    res.setHeader('Content-Encoding', encoding.name);
    setHeaders(res, original);
    res.sendFile(original + encoding.suffix, { ...sendOptions, dotfiles: 'deny' }, (error) => {
      if (error) next(error);
    });
  };
}
