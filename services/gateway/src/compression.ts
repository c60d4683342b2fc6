import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Brotli or gzip (whichever the client prefers) for every compressible response, proxied API JSON
 * included: compression streams chunk by chunk and skips bodies the service already encoded. Event
 * streams are left alone because zlib would hold each event back until its buffer fills.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req, res) => {
      const contentType = String(res.getHeader('Content-Type') ?? '');
      return !contentType.startsWith('text/event-stream') && compression.filter(req, res);
    },
  });
}
