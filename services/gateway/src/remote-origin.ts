import express from 'express';
import { sendPlainNotFound } from './not-found.js';
import { rejectSourceMaps, serveRemoteAssets } from './static-assets.js';

/**
 * One remote's build folder as its own origin, the way a CDN serves it in production: the same headers
 * as under the gateway's `/remotes/<name>/` (cache policy, precompressed files, cross-origin access),
 * and its `server/` folder too, which gateways allowed to render it fetch (`REMOTE_SERVER_ORIGINS`).
 */
export function createRemoteOrigin(remoteDir: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(rejectSourceMaps);
  app.use(serveRemoteAssets(remoteDir));
  app.use(sendPlainNotFound);
  return app;
}
