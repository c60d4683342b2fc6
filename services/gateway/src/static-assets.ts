import { join } from 'node:path';
import { requestIdHeader } from '@gbc/contracts';
import express, { type RequestHandler, type Response } from 'express';
import { cacheControl, cacheControlForFile } from './cache-policy.js';
import { isAssetPath, sendPlainNotFound } from './not-found.js';
import { servePrecompressed } from './precompressed-assets.js';

const shellIndexPath = '/index.html';

/**
 * What every built file is sent with besides its caching: no byte ranges (nothing here is big enough to
 * resume, and ranges of a precompressed body mean little), no Last-Modified (the ETag revalidates
 * `no-cache` files) and no validator at all on content-hashed files, which are never revalidated. Every
 * header on a script weighs on every first load.
 */
const sendOptions = { acceptRanges: false, lastModified: false, cacheControl: false } as const;
const immutableSendOptions = { ...sendOptions, etag: false } as const;

/**
 * A build folder's files, brotli or gzip copies first, each sent with only the headers it needs: the
 * request id, which ties a page's or an API call's answer to the logs, says nothing about a file on disk.
 */
function serveBuiltFiles(
  dir: string,
  setFileHeaders: (res: Response, filePath: string) => void,
): RequestHandler {
  const setHeaders = (res: Response, filePath: string) => {
    res.removeHeader(requestIdHeader);
    setFileHeaders(res, filePath);
  };
  const handlerWith = (options: typeof sendOptions | typeof immutableSendOptions): RequestHandler => {
    const serve = express.static(dir, { ...options, index: false, redirect: false, setHeaders });
    const precompressed = servePrecompressed(dir, setHeaders, options);
    return (req, res, next) => precompressed(req, res, () => serve(req, res, next));
  };
  const immutable = handlerWith(immutableSendOptions);
  const revalidated = handlerWith(sendOptions);
  return (req, res, next) =>
    cacheControlForFile(req.path) === cacheControl.immutable
      ? immutable(req, res, next)
      : revalidated(req, res, next);
}

/**
 * The shell's build output at `/`. `index.html` is skipped on purpose: every page goes through the
 * renderer, which injects the page's title, meta tags and HTTP status. So are page paths (no file
 * extension): the build has no such file, and looking for one cost every page view a `stat`.
 */
export function serveShellAssets(shellDir: string): RequestHandler {
  const setHeaders = (res: Response, filePath: string) =>
    res.setHeader('Cache-Control', cacheControlForFile(filePath));
  const serve = serveBuiltFiles(shellDir, setHeaders);
  return (req, res, next) =>
    req.path === shellIndexPath || !isAssetPath(req.path) ? next() : serve(req, res, next);
}

/**
 * One remote's build output, mounted at `/remotes/<name>/`. Cross-origin headers let a shell on another
 * origin fetch the manifest and load the scripts (helmet's default resource policy is same-origin).
 */
export function serveRemoteAssets(remoteDir: string): RequestHandler {
  const setHeaders = (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlForFile(filePath));
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  };
  return serveBuiltFiles(remoteDir, setHeaders);
}

/** Ends requests for files the static handlers did not find, before they reach the HTML renderer. */
export const rejectMissingAssets: RequestHandler = (req, res, next) => {
  if (isAssetPath(req.path)) sendPlainNotFound(req, res);
  else next();
};

const sourceMapFile = /\.map$/i;

/**
 * Source maps carry the full sources; production builds write none, and should one reach a served
 * folder anyway it still is not served.
 */
export const rejectSourceMaps: RequestHandler = (req, res, next) => {
  if (sourceMapFile.test(req.path)) sendPlainNotFound(req, res);
  else next();
};

/** Where the remotes' partner embeds are served: `/embed/<name>.js` and the chunks it loads. */
export const embedAssetsPath = '/embed';
/** The folder of a remote's build that holds them (`embedDirName` of `@gbc/build-kit`). */
const embedDirName = 'embed';

/**
 * Every remote's partner embeds under one path, the first remote with the file answering: a partner's
 * page on another origin loads them as classic scripts, so they carry `Cross-Origin-Resource-Policy:
 * cross-origin` (helmet would send same-origin). CORS lets any origin read them, without credentials,
 * for a partner who loads the script with `crossorigin` (subresource integrity, error details) or
 * through a module loader (SystemJS under single-spa); the files are public and take no other method.
 */
export function serveEmbedAssets(remoteDirs: readonly string[]): RequestHandler {
  const setHeaders = (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlForFile(filePath));
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Access-Control-Allow-Origin', '*');
  };
  const handlers = remoteDirs.map((dir) => serveBuiltFiles(join(dir, embedDirName), setHeaders));
  return (req, res, next) => {
    const tryFrom = (index: number): void => {
      const handler = handlers[index];
      if (handler) handler(req, res, () => tryFrom(index + 1));
      else next();
    };
    tryFrom(0);
  };
}
