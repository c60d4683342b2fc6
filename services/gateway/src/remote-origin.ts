import express, { type RequestHandler } from 'express';
import { sendPlainNotFound } from './not-found.js';
import { rejectSourceMaps, serveRemoteAssets } from './static-assets.js';

/**
 * CORS preflights answered as a CDN set up for cross-origin reads answers them: any origin, GET and HEAD,
 * any request header, no credentials. A cross-origin fetch of a remote's files (its manifest, read by
 * tools and other origins) is preflighted only when the caller adds a header of its own, as the
 * end-to-end tests' X-Forwarded-For does; without this answer such a fetch fails.
 */
const answerPreflights: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
  res.setHeader('Access-Control-Allow-Headers', '*');
  res.setHeader('Access-Control-Max-Age', '86400');
  res.status(204).end();
};

/**
 * One remote's build folder as its own origin, the way a CDN serves it in production: the same headers
 * as under the gateway's `/remotes/<name>/` (cache policy, precompressed files, cross-origin access),
 * and its `server/` folder too, which gateways allowed to render it fetch (`REMOTE_SERVER_ORIGINS`).
 */
export function createRemoteOrigin(remoteDir: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(answerPreflights);
  app.use(rejectSourceMaps);
  app.use(serveRemoteAssets(remoteDir));
  app.use(sendPlainNotFound);
  return app;
}
