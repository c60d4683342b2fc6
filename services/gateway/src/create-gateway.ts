import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  type ChangeListener,
  createChangeListener,
  pageChangesChannel,
  parsePageChanges,
} from '@gbc/service-kit';
import { remoteNames } from '@gbc/site-map';
import express from 'express';
import { createApiProxy, defaultMaxBodyBytes, defaultServiceTimeoutMs, isApiRequest } from './api-proxy.js';
import { clientAddressResolver, trustProxySetting } from './client-address.js';
import { compressResponses } from './compression.js';
import { handleErrors } from './error-handler.js';
import { createFeedTable, serveFeeds } from './feeds.js';
import { createHealthHandler, healthPaths } from './health.js';
import { consoleLogger, type GatewayLogger } from './logger.js';
import { isAssetPath, sendPlainNotFound } from './not-found.js';
import { createPageMetaResolver } from './page-meta.js';
import { rejectWrongPageMethods } from './page-methods.js';
import { normalizeOrigin } from './public-origin.js';
import {
  externalRemoteOrigins,
  listLoadableRemotes,
  type RemoteLocations,
  remoteAssetsPath,
  serveRemotesManifest,
} from './remotes-manifest.js';
import { renderIndexHtml } from './render-index-html.js';
import { createPageRenderer, type PageRenderer } from './rendering/page-renderer.js';
import { rejectServerBuilds } from './rendering/reject-server-builds.js';
import {
  createRemoteServerBuildFetcher,
  type RemoteServerBuildOptions,
} from './rendering/remote-server-builds.js';
import { createServerBundles, type ServerBundles, shellServerEntry } from './rendering/server-bundles.js';
import { serviceUrlFor } from './rendering/service-url.js';
import { assignRequestId } from './request-id.js';
import { serveRobotsTxt } from './robots.js';
import { createRouteTableSource } from './route-table/route-table-source.js';
import { serveRedirects } from './route-table/serve-redirects.js';
import { assetSecurityHeaders, htmlSecurityHeaders } from './security-headers.js';
import {
  defaultMetaServices,
  type FeedLookup,
  feedsFromServices,
  type PageMetaLookup,
  pageMetaFromServices,
  type SitemapLookup,
  sitemapFromServices,
} from './service-meta-client.js';
import { createShellTemplateLoader } from './shell-template.js';
import { serveSitemap } from './sitemap.js';
import {
  embedAssetsPath,
  rejectMissingAssets,
  rejectSourceMaps,
  serveEmbedAssets,
  serveRemoteAssets,
  serveShellAssets,
} from './static-assets.js';

export interface GatewayOptions {
  /** The shell's build output (`shell/dist`), holding index.html with the `<!--gbc:head-->` marker. */
  shellDir: string;
  /** Where each remote lives; a remote left out is simply not offered to the shell. */
  remotes: RemoteLocations;
  /** Service name to base URL: `/api/<name>/...` is proxied there with the path unchanged. */
  services: Record<string, string>;
  /** Absolute origin for canonical links, og:url, robots.txt, sitemap.xml and HSTS; never taken from a request. */
  publicOrigin: string;
  /** Proxies (addresses, CIDR subnets, `loopback`) whose X-Forwarded-For is believed; default none. */
  trustedProxies?: readonly string[];
  /** Services that implement the generic meta contract (`/meta?path=`, `/sitemap`, `/feeds`); default: owners of dynamic routes. */
  metaServices?: readonly string[];
  /** Largest request body forwarded to a service; default 1 MB. */
  maxBodyBytes?: number;
  /** How long a service may take to start answering before the client gets 504; default 30 s. */
  serviceTimeoutMs?: number;
  /** Default: `GET {services[name]}/api/{name}/meta?path=` with a 2 s timeout. */
  pageMeta?: PageMetaLookup;
  /** Default: `GET {services[name]}/api/{name}/sitemap` with a 2 s timeout. */
  sitemapEntries?: SitemapLookup;
  /** Default: the meta services' `GET /api/{name}/feeds` and `/feed?path=`, with a 2 s timeout. */
  feeds?: FeedLookup;
  /** Default: `consoleLogger` (warnings and errors on the console). */
  logger?: GatewayLogger;
  /**
   * Server rendering with the shell's and the remotes' server builds (default on; pages fall back to
   * the browser when a build is missing). `budgetMs`: a slower render serves the client-rendered page.
   */
  serverRendering?: { enabled?: boolean; budgetMs?: number; maxConcurrent?: number };
  /**
   * Remotes given by URL whose origin is allowed here are server-rendered with their server build,
   * fetched from that origin and checked against the hashes their manifest publishes. Without it
   * (and without a remote's `serverDir`) such remotes render in the browser only.
   */
  remoteServerBuilds?: RemoteServerBuildOptions;
  /**
   * The `gbc_gateway` role's connection string (`GATEWAY_DATABASE_URL`): the gateway LISTENs for the
   * pages services announce a write changed, so a write through any gateway empties them in all, and
   * only them. Without it any accepted write through this gateway empties its whole cache; other pages
   * age out in 30 s.
   */
  pageChangesDatabaseUrl?: string;
}

/** Drops the announced pages from the renderer's cache; while not listening, nothing is cached. */
function listenForPageChanges(
  connectionString: string,
  renderer: PageRenderer,
  logger: GatewayLogger,
): ChangeListener {
  const listener = createChangeListener({
    connectionString,
    log: {
      warn: (details, message) => logger.warn(message, details),
      info: () => {},
    },
  });
  listener.subscribe(pageChangesChannel, {
    onNotify(payload) {
      const { paths } = parsePageChanges(payload);
      if (paths) renderer.invalidatePaths(paths);
      else renderer.invalidate();
    },
    // Whatever was announced while the connection was down is unknown: start afresh.
    onListeningChange: () => renderer.invalidate(),
  });
  return listener;
}

function createRenderer(
  options: GatewayOptions,
  logger: GatewayLogger,
  canCache: () => boolean,
): { renderer: PageRenderer; bundles: ServerBundles } | undefined {
  const settings = options.serverRendering ?? {};
  if (settings.enabled === false) return undefined;
  const bundles = createServerBundles({
    shellDir: options.shellDir,
    remotes: options.remotes,
    apiUrl: serviceUrlFor(options.services),
    publicOrigin: normalizeOrigin(options.publicOrigin),
    logger,
    fetchServerRemote: options.remoteServerBuilds
      ? createRemoteServerBuildFetcher({
          ...options.remoteServerBuilds,
          modulesOf: shellServerEntry(options.shellDir),
        })
      : undefined,
  });
  const renderer = createPageRenderer({
    bundles,
    logger,
    budgetMs: settings.budgetMs,
    maxConcurrent: settings.maxConcurrent,
    canCache,
  });
  // Loads and warms the builds now, so the first visitor does not pay for it.
  void bundles.current();
  return { renderer, bundles };
}

/**
 * The gateway as one request listener: `/api` goes straight to the API proxy (no Express, no per-request
 * middleware chain: the hop a visitor's every data request takes), everything else to the Express app.
 */
export interface Gateway {
  (req: IncomingMessage, res: ServerResponse): void;
  /** An HTTP server on this listener, listening on `port` and `host`. */
  listen(port: number, host: string, onListening?: () => void): Server;
  /** Closes the API proxy's upstream connections and the page-change listener (after the server stopped). */
  close(): Promise<void>;
  /**
   * Closes the page-change listener alone, as shutdown begins: pages rendered while draining are then
   * not cached, and a listener still connecting gives up quietly instead of reporting a lost connection.
   */
  stopListening(): Promise<void>;
  /** Resolves true once the page-change listener hears announcements (true at once without one). */
  whenListening(timeoutMs: number): Promise<boolean>;
}

/** The whole site's front door: static shell and remotes, API proxy and rendered pages. */
export function createGateway(options: GatewayOptions): Gateway {
  const logger = options.logger ?? consoleLogger;
  const publicOrigin = normalizeOrigin(options.publicOrigin);
  const hsts = publicOrigin.startsWith('https:');
  const metaServices = options.metaServices ?? defaultMetaServices;
  const trustedProxies = options.trustedProxies ?? [];
  const app = express();
  const routeTable = createRouteTableSource({ remotes: options.remotes, logger });
  // Read now, so the first visitor does not wait for the manifests.
  routeTable
    .refresh()
    .catch((error: unknown) => logger.error('Reading the remotes’ route tables failed', error));
  let pageChanges: ChangeListener | undefined;
  const rendering = createRenderer(options, logger, () => pageChanges?.listening ?? true);
  const renderer = rendering?.renderer;
  const loadShellTemplate = createShellTemplateLoader(options.shellDir);
  const health = createHealthHandler({ loadShellTemplate, bundles: rendering?.bundles });
  if (renderer && options.pageChangesDatabaseUrl)
    pageChanges = listenForPageChanges(options.pageChangesDatabaseUrl, renderer, logger);
  const api = createApiProxy({
    services: options.services,
    publicOrigin,
    maxBodyBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
    timeoutMs: options.serviceTimeoutMs ?? defaultServiceTimeoutMs,
    hsts,
    clientAddressOf: clientAddressResolver(trustedProxies),
    // Without page-change announcements, a publish, edit or withdrawal through this gateway shows on
    // its next page view. With them, services announce the writes that change pages, so other writes
    // (a survey submit, a form) leave the rendered pages cached, as they do on every other gateway.
    onWrite: renderer && !pageChanges ? () => renderer.invalidate() : undefined,
    logger,
  });

  app.disable('x-powered-by');
  // A page carries its own CSP nonce, so a hash of its body never matches again: hashing every page was
  // work for nothing. Static files and proxied answers keep their own validators.
  app.set('etag', false);
  app.set('trust proxy', trustProxySetting(trustedProxies));
  app.use(assignRequestId);
  app.use(compressResponses());

  const assetHeaders = assetSecurityHeaders(hsts);
  app.use((req, res, next) => (isAssetPath(req.path) ? assetHeaders(req, res, next) : next()));
  app.get('/remotes.json', serveRemotesManifest(options.remotes));
  app.get('/robots.txt', serveRobotsTxt(publicOrigin));
  app.get(
    '/sitemap.xml',
    serveSitemap({
      publicOrigin,
      metaServices,
      lookup: options.sitemapEntries ?? sitemapFromServices(options.services),
      logger,
      routeTable,
    }),
  );

  const feeds = options.feeds ?? feedsFromServices(options.services);
  app.use(serveFeeds(createFeedTable({ services: metaServices, lookup: feeds, logger }), feeds, logger));

  app.use(rejectSourceMaps);
  app.use(rejectServerBuilds);
  for (const name of remoteNames) {
    const dir = options.remotes[name]?.dir;
    if (dir) app.use(remoteAssetsPath(name), serveRemoteAssets(dir));
  }
  app.use(embedAssetsPath, serveEmbedAssets(remoteNames.flatMap((name) => options.remotes[name]?.dir ?? [])));
  app.use(serveShellAssets(options.shellDir));
  app.use(rejectMissingAssets);

  app.use(htmlSecurityHeaders({ remoteOrigins: externalRemoteOrigins(options.remotes), hsts }));
  app.use(rejectWrongPageMethods(routeTable));
  app.use(serveRedirects(routeTable));
  app.use(
    renderIndexHtml({
      loadShellTemplate,
      resolvePageMeta: createPageMetaResolver({
        metaServices,
        lookup: options.pageMeta ?? pageMetaFromServices(options.services),
        logger,
      }),
      publicOrigin,
      renderer,
      listRemotes: () => listLoadableRemotes(options.remotes),
      routeTable,
    }),
  );
  app.use(sendPlainNotFound);
  app.use(handleErrors(logger));

  const gateway = ((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (isApiRequest(url)) api.handle(req, res);
    else if (healthPaths.has(url.split('?')[0] ?? url)) void health(req, res);
    else app(req, res);
  }) as Gateway;
  gateway.listen = (port, host, onListening) => createServer(gateway).listen(port, host, onListening);
  gateway.close = async () => {
    await Promise.all([api.close(), pageChanges?.close()]);
  };
  gateway.stopListening = async () => {
    await pageChanges?.close();
  };
  gateway.whenListening = (timeoutMs) => pageChanges?.whenListening(timeoutMs) ?? Promise.resolve(true);
  return gateway;
}
