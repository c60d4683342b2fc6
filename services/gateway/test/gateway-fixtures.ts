import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageMetaResponse, SitemapEntry } from '@gbc/contracts';
import { type RemoteName, routeTableOf } from '@gbc/site-map';
import { createGateway, type Gateway, type GatewayOptions } from '../src/create-gateway.js';
import type { GatewayLogger } from '../src/logger.js';

export const hashedShellAsset = '/assets/main.1a2b3c4d.js';
export const externalRatpakManifest = 'https://cdn.example.org/ratpak/mf-manifest.json';
export const publicOrigin = 'https://gbc.example.org';

export const shellIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Build-time title</title>
    <meta name="description" content="Build-time description" />
    <!--gbc:head-->
    <script defer src="${hashedShellAsset}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

export interface SiteFixture {
  shellDir: string;
  marketingDir: string;
  /** Exists but holds no build yet. */
  productsDir: string;
  remove(): Promise<void>;
}

/** A fake shell build and two remote folders (one built, one not) in a fresh temp directory. */
export async function createSiteFixture(): Promise<SiteFixture> {
  const root = await mkdtemp(join(tmpdir(), 'gbc-gateway-'));
  const shellDir = join(root, 'shell');
  const marketingDir = join(root, 'mfe-marketing');
  const productsDir = join(root, 'mfe-products');
  await mkdir(join(shellDir, 'assets'), { recursive: true });
  await mkdir(marketingDir, { recursive: true });
  await mkdir(productsDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), shellIndexHtml);
  await writeFile(join(shellDir, hashedShellAsset), 'console.log("the shell boots");\n'.repeat(200));
  await writeFile(join(shellDir, `${hashedShellAsset}.map`), '{"version":3,"sourcesContent":["secret"]}');
  await writeFile(join(shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeRemoteBuild(marketingDir, 'mfe_marketing');
  return { shellDir, marketingDir, productsDir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A remote's build as build-kit writes it: its manifest lists the routes it owns. */
export async function writeRemoteBuild(dir: string, federationName: string): Promise<void> {
  const remote = federationName.replace(/^mfe_/, '') as RemoteName;
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: federationName,
      name: federationName,
      metaData: { routes: routeTableOf(remote, '') },
    }),
  );
  await writeFile(join(dir, 'remoteEntry.js'), `window.${federationName} = {};`);
  await writeFile(join(dir, '__federation_expose_pages.9f8e7d6c.js'), 'export default {};');
  await writeFile(join(dir, '__federation_expose_pages.9f8e7d6c.js.map'), '{"version":3}');
}

/** Pages the fake service knows, as its generic meta endpoint describes them. */
export const fakePages: Record<string, PageMetaResponse> = {
  '/vignettes/known': {
    title: 'The Quiet Signal',
    description: 'A farmer hears her fields think.',
    type: 'article',
    status: 200,
  },
  '/vignettes/scripted': {
    title: `<script>alert("x")</script> & 'Co'`,
    description: `"Quoted" <b>bold</b>`,
    type: 'article',
    image: '/brand/og-vignette.png',
    status: 200,
  },
  '/vignettes/withdrawn': { title: 'Withdrawn', description: '', status: 404 },
};
export const fakeSitemap: SitemapEntry[] = [
  { path: '/vignettes/known', lastModified: '2025-02-03T04:05:06.000Z' },
];
/** The feed the fake service declares, at a path the `/vignettes/:slug` route also matches. */
export const fakeFeed = {
  path: '/vignettes/feed.xml',
  title: 'Vignettes',
  xml: '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Vignettes</title></feed>\n',
  etag: 'W/"fake-feed-1"',
  lastModified: 'Mon, 03 Feb 2025 04:05:06 GMT',
};

/** Headers a service's own helmet sends, which the gateway must not pass on. */
export const serviceHelmetHeaders = {
  'content-security-policy': "default-src 'none'",
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=1',
  'cross-origin-resource-policy': 'cross-origin',
  'x-xss-protection': '1; mode=block',
};

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
  bodySha256: string;
}
export interface FakeService {
  name: string;
  url: string;
  requests: RecordedRequest[];
  /** TCP connections the service has accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A service that implements the generic meta contract under `/api/<name>` with `fakePages` and
 * `fakeSitemap`; `/api/<name>/hang` never answers; `/api/<name>/refuse` answers 401 before reading the body; `/api/<name>/download?bytes=N` sends N bytes;
 * `/api/<name>/page` is an HTML page (as the local checkout is); any other request is echoed with a digest of its
 * body, and every answer carries the headers a service's helmet would add.
 */
export async function startFakeService(name = 'marketing'): Promise<FakeService> {
  const requests: RecordedRequest[] = [];
  const prefix = `/api/${name}`;
  const server = createServer((req, res) => {
    if (req.url === `${prefix}/refuse`) {
      // As a service refusing a token: answered at once, the body left unread.
      requests.push({
        method: req.method ?? 'GET',
        url: req.url,
        headers: req.headers,
        bodyBytes: 0,
        bodySha256: '',
      });
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }));
      return;
    }
    const hash = createHash('sha256');
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      const url = req.url ?? '/';
      const bodySha256 = hash.digest('hex');
      requests.push({ method: req.method ?? 'GET', url, headers: req.headers, bodyBytes, bodySha256 });
      answer(url, req, res, { bodyBytes, bodySha256 });
    });
  });
  const answer = (url: string, req: IncomingMessage, res: ServerResponse, body: object) => {
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { ...serviceHelmetHeaders, 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const { pathname, searchParams } = new URL(url, 'http://service');
    if (pathname === `${prefix}/hang`) return;
    if (pathname === `${prefix}/page`) {
      res.writeHead(200, { ...serviceHelmetHeaders, 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><form method="post"><button>Pay</button></form>');
      return;
    }
    if (pathname === `${prefix}/download`) {
      const bytes = Number(searchParams.get('bytes') ?? 0);
      res.writeHead(200, { ...serviceHelmetHeaders, 'content-type': 'application/octet-stream' });
      res.end(Buffer.alloc(bytes, 'x'));
      return;
    }
    if (pathname === `${prefix}/sitemap`) return send(200, { entries: fakeSitemap });
    if (pathname === `${prefix}/feeds`)
      return send(200, { feeds: [{ path: fakeFeed.path, title: fakeFeed.title }] });
    if (pathname === `${prefix}/feed`) {
      if (searchParams.get('path') !== fakeFeed.path)
        return send(404, { error: { code: 'NOT_FOUND', message: 'No such feed' } });
      const validators = {
        etag: fakeFeed.etag,
        'last-modified': fakeFeed.lastModified,
        'cache-control': 'public, max-age=30',
      };
      if (req.headers['if-none-match'] === fakeFeed.etag) {
        res.writeHead(304, { ...serviceHelmetHeaders, ...validators });
        res.end();
        return;
      }
      res.writeHead(200, {
        ...serviceHelmetHeaders,
        ...validators,
        'content-type': 'application/atom+xml; charset=utf-8',
      });
      res.end(fakeFeed.xml);
      return;
    }
    if (pathname === `${prefix}/meta`) {
      const path = searchParams.get('path') ?? '';
      // A page path whose slug decodes to a NUL is refused, as a service on the kit refuses it.
      if (path.includes('%00')) return send(400, { error: { code: 'BAD_REQUEST', message: 'NUL' } });
      const page = fakePages[path];
      return page ? send(200, page) : send(404, { error: { code: 'NOT_FOUND', message: 'No such page' } });
    }
    return send(200, { echoed: url, method: req.method, ...body });
  };
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  const url = await listenOnLoopback(server);
  return {
    name,
    url,
    requests,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}

/** The URL of a port nothing listens on: a service that is down. */
export async function downServiceUrl(): Promise<string> {
  const server = createServer();
  const url = await listenOnLoopback(server);
  await closeServer(server);
  return url;
}

async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export function silentLogger(): jest.Mocked<GatewayLogger> {
  return { warn: jest.fn(), error: jest.fn() };
}

export interface GatewayTestBed {
  site: SiteFixture;
  /** The fake `marketing` service, wired in as a meta service. */
  service: FakeService;
  /** The options every `gateway()` starts from. */
  options: GatewayOptions;
  /** A fresh gateway on the bed's options with `overrides` applied. */
  gateway(overrides?: Partial<GatewayOptions>): Gateway;
}

/**
 * The set-up every gateway test file shares: a site fixture, the fake marketing service and gateway
 * options pointing at both, created before the file's tests and removed after them. `configure`
 * adjusts the file's base options.
 */
export function useGatewayTestBed(
  configure: (
    bed: Pick<GatewayTestBed, 'site' | 'service'>,
  ) => Partial<GatewayOptions> | Promise<Partial<GatewayOptions>> = () => ({}),
): GatewayTestBed {
  const bed = {
    gateway: (overrides: Partial<GatewayOptions> = {}) => createGateway({ ...bed.options, ...overrides }),
  } as GatewayTestBed;
  beforeAll(async () => {
    bed.site = await createSiteFixture();
    bed.service = await startFakeService('marketing');
    bed.options = {
      shellDir: bed.site.shellDir,
      remotes: { marketing: { dir: bed.site.marketingDir } },
      services: { marketing: bed.service.url },
      publicOrigin,
      metaServices: ['marketing'],
      logger: silentLogger(),
      // The fixture has no shell server build; server rendering has its own tests.
      serverRendering: { enabled: false },
      ...(await configure(bed)),
    };
  });
  afterAll(async () => {
    await bed.service.close();
    await bed.site.remove();
  });
  return bed;
}
