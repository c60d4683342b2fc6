import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayLogger } from '../src/logger.js';

export const hashedShellAsset = '/assets/main.1a2b3c4d.js';
export const externalRatpakManifest = 'https://cdn.example.org/ratpak/mf-manifest.json';

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
  await writeFile(join(shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeRemoteBuild(marketingDir, 'mfe_marketing');
  return { shellDir, marketingDir, productsDir, remove: () => rm(root, { recursive: true, force: true }) };
}

export async function writeRemoteBuild(dir: string, federationName: string): Promise<void> {
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: federationName, name: federationName }),
  );
  await writeFile(join(dir, 'remoteEntry.js'), `window.${federationName} = {};`);
  await writeFile(join(dir, '__federation_expose_pages.9f8e7d6c.js'), 'export default {};');
}

export const knownVignette = {
  id: '6f1c2f7e-3b1a-4a5e-9a63-2f1f0a3c9b10',
  title: 'The Quiet Signal',
  slug: 'known',
  excerpt: 'A farmer hears her fields think.',
  seoDescription: null,
  content: '<p>Story</p>',
  tags: ['agriculture'],
  readTime: 4,
  createdAt: '2025-01-02T03:04:05.000Z',
  author: 'A. Writer',
};
export const scriptedVignette = {
  ...knownVignette,
  id: '7a2d3e8f-4c2b-4b6f-8b74-3a2a1b4dac21',
  slug: 'scripted',
  title: `<script>alert("x")</script> & 'Co'`,
  seoDescription: `"Quoted" <b>bold</b>`,
};
export const sitemapVignettes = [{ slug: 'known', updatedAt: '2025-02-03T04:05:06.000Z' }];

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}
export interface FakeService {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The marketing service's public vignette API, plus an echo of any other request it receives. */
export async function startFakeMarketingService(): Promise<FakeService> {
  const requests: RecordedRequest[] = [];
  const vignettes = new Map(
    [knownVignette, scriptedVignette].map((v) => [`/api/marketing/vignettes/${v.slug}`, v]),
  );
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push({ method: req.method ?? 'GET', url, headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url === '/api/marketing/vignettes/sitemap') return send(200, { items: sitemapVignettes });
    const vignette = vignettes.get(url);
    if (vignette) return send(200, { vignette });
    if (url.startsWith('/api/marketing/vignettes/')) {
      return send(404, { error: { code: 'NOT_FOUND', message: 'Vignette not found' } });
    }
    return send(200, { echoed: url, method: req.method });
  });
  const url = await listenOnLoopback(server);
  return { url, requests, close: () => closeServer(server) };
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
