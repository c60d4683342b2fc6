import type { RequestHandler } from 'express';
import { sendPlainNotFound } from '../not-found.js';

/** `/server/...` of the shell and `/remotes/<name>/server/...` of a remote: the builds the gateway executes. */
const serverBuildPath = /^\/(?:remotes\/[^/]+\/)?server(?:\/|$)/;

/**
 * The server builds live in the build folders the gateway serves, but browsers never need them: they
 * are the gateway's code, so they are not handed out.
 */
export const rejectServerBuilds: RequestHandler = (req, res, next) => {
  if (serverBuildPath.test(req.path)) sendPlainNotFound(req, res);
  else next();
};
