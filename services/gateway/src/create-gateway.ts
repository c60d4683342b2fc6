import { remoteNames } from '@gbc/site-map';
import express, { type Express } from 'express';
import { proxyServices, rejectUnknownApi } from './api-proxy.js';
import { compressResponses } from './compression.js';
import { handleErrors } from './error-handler.js';
import type { GatewayLogger } from './logger.js';
import {
  type VignetteMetaLookup,
  type VignetteSlugsLookup,
  vignetteMetaFromService,
  vignetteSlugsFromService,
} from './marketing-client.js';
import { sendPlainNotFound } from './not-found.js';
import { createPageMetaResolver } from './page-meta.js';
import { normalizeOrigin } from './public-origin.js';
import {
  externalRemoteOrigins,
  type RemoteLocations,
  remoteAssetsPath,
  serveRemotesManifest,
} from './remotes-manifest.js';
import { renderIndexHtml } from './render-index-html.js';
import { serveRobotsTxt } from './robots.js';
import { securityHeaders } from './security-headers.js';
import { createShellTemplateLoader } from './shell-template.js';
import { serveSitemap } from './sitemap.js';
import { rejectMissingAssets, serveRemoteAssets, serveShellAssets } from './static-assets.js';

export interface GatewayOptions {
  /** The shell's build output (`shell/dist`), holding index.html with the `<!--gbc:head-->` marker. */
  shellDir: string;
  /** Where each remote lives; a remote left out is simply not offered to the shell. */
  remotes: RemoteLocations;
  /** Service name to base URL: `/api/<name>/...` is proxied there with the path unchanged. */
  services: Record<string, string>;
  /** Absolute origin for canonical links, og:url, robots.txt and sitemap.xml; default: from each request. */
  publicOrigin?: string;
  /** Express `trust proxy` setting: set it behind a load balancer so protocol, client IP and HSTS are right. */
  trustProxy?: boolean | number | string;
  /** Default: `GET {services.marketing}/api/marketing/vignettes/{slug}` with a 2 s timeout. */
  vignetteMeta?: VignetteMetaLookup;
  /** Default: `GET {services.marketing}/api/marketing/vignettes/sitemap` with a 2 s timeout. */
  vignetteSlugs?: VignetteSlugsLookup;
  /** Default: `console`. */
  logger?: GatewayLogger;
}

/** The Express app in front of the whole site: static shell and remotes, API proxy and rendered pages. */
export function createGateway(options: GatewayOptions): Express {
  const logger = options.logger ?? console;
  const configuredOrigin = options.publicOrigin ? normalizeOrigin(options.publicOrigin) : undefined;
  const marketingUrl = options.services.marketing;
  const app = express();

  app.disable('x-powered-by');
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);

  app.use(securityHeaders(externalRemoteOrigins(options.remotes)));
  app.use(compressResponses());

  app.use(proxyServices(options.services, logger));
  app.use('/api', rejectUnknownApi);

  app.get('/remotes.json', serveRemotesManifest(options.remotes));
  app.get('/robots.txt', serveRobotsTxt(configuredOrigin));
  app.get(
    '/sitemap.xml',
    serveSitemap({
      configuredOrigin,
      vignetteSlugs: options.vignetteSlugs ?? vignetteSlugsFromService(marketingUrl),
      logger,
    }),
  );

  for (const name of remoteNames) {
    const dir = options.remotes[name]?.dir;
    if (dir) app.use(remoteAssetsPath(name), serveRemoteAssets(dir));
  }
  app.use(serveShellAssets(options.shellDir));
  app.use(rejectMissingAssets);

  app.use(
    renderIndexHtml({
      loadShellTemplate: createShellTemplateLoader(options.shellDir),
      resolvePageMeta: createPageMetaResolver(
        options.vignetteMeta ?? vignetteMetaFromService(marketingUrl),
        logger,
      ),
      configuredOrigin,
    }),
  );
  app.use(sendPlainNotFound);
  app.use(handleErrors(logger));
  return app;
}
