import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketingApi, type VignetteWrite } from '@gbc/contracts/marketing';
import { createGateway } from '@gbc/gateway';
import { createMarketingModule, type MarketingDatabase } from '@gbc/marketing-service';
import { buildServiceHost } from '@gbc/service-kit';
import { createTestDatabase, signTestToken, type TestDatabase, testAuthKeys } from '@gbc/service-kit/testing';
import type { FastifyInstance } from 'fastify';

/**
 * A shell server build with the real contract that lists the published vignettes as the API returns
 * them to the renderer, and counts its renders, so a test sees whether a page came from the cache.
 */
const listingShellServerBuild = `
let apiUrl;
let renders = 0;
exports.configure = async (options) => { apiUrl = options.apiUrl; };
exports.render = async ({ signal }) => {
  const response = await fetch(apiUrl(${JSON.stringify(`${marketingApi.vignettes.list}?fields=compact`)}), { signal });
  const { items } = await response.json();
  renders += 1;
  return {
    status: 200,
    html: '<p>render ' + renders + '</p><ul>' + items.map((item) => '<li>' + item.title + '</li>').join('') + '</ul>',
    styleTags: '',
    queryState: {},
    meta: null,
    dataComplete: response.ok,
  };
};
`;

const shellIndexHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Shell</title><!--gbc:head--></head>
  <body><div id="root"></div></body>
</html>
`;

const adminHeaders = {
  authorization: `Bearer ${signTestToken({ email: 'editor@example.org', roles: ['admin'] })}`,
  'content-type': 'application/json',
};

const vignette = (status: VignetteWrite['status']): VignetteWrite => ({
  title: 'Cached Page Draft Check',
  slug: 'cached-page-draft-check',
  excerpt: 'Whether a withdrawn vignette stays on a cached page.',
  seoDescription: null,
  content: '<p>Body</p>',
  tags: [],
  readTime: 2,
  author: 'Test Author',
  status,
});

describe('server-rendered pages and drafts (gateway, marketing service and database together)', () => {
  let testDb: TestDatabase<MarketingDatabase>;
  let serviceHost: FastifyInstance;
  let gateway: Server;
  let gatewayUrl: string;
  let siteDir: string;
  /** What the gateway logged: a fallback to the client-rendered page would show here. */
  const logged: unknown[][] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase<MarketingDatabase>();
    serviceHost = await buildServiceHost({
      databases: testDb.databases,
      modules: [createMarketingModule({ publicOrigin: 'https://gbc.example', consentRetention: false })],
      logger: false,
      auth: { publicKey: testAuthKeys().publicKey },
    });
    const serviceUrl = await serviceHost.listen({ host: '127.0.0.1', port: 0 });

    siteDir = await mkdtemp(join(tmpdir(), 'gbc-drafts-'));
    const shellDir = join(siteDir, 'shell');
    await mkdir(join(shellDir, 'server'), { recursive: true });
    await writeFile(join(shellDir, 'index.html'), shellIndexHtml);
    await writeFile(join(shellDir, 'server', 'main.cjs'), listingShellServerBuild);
    const app = createGateway({
      shellDir,
      remotes: {},
      services: { marketing: serviceUrl },
      publicOrigin: 'https://gbc.example',
      metaServices: [],
      logger: { warn: (...args) => logged.push(args), error: (...args) => logged.push(args) },
      serverRendering: { budgetMs: 5_000 },
    });
    gateway = app.listen(0, '127.0.0.1');
    gatewayUrl = await new Promise<string>((resolve) =>
      gateway.once('listening', () => resolve(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`)),
    );
  });

  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    await serviceHost.close();
    await testDb.destroy();
    await rm(siteDir, { recursive: true, force: true });
  });

  const page = async () => (await fetch(new URL('/vignettes', gatewayUrl))).text();
  const write = (method: 'POST' | 'PUT', path: string, body: VignetteWrite) =>
    fetch(new URL(path, gatewayUrl), { method, headers: adminHeaders, body: JSON.stringify(body) });

  it('never shows a vignette once it is a draft, though the page was cached while it was published', async () => {
    expect((await write('POST', marketingApi.vignettes.list, vignette('published'))).status).toBe(201);
    const published = await page();
    expect(published).toContain('<li>Cached Page Draft Check</li>');
    // The second request is answered from the cache: the same render.
    const cached = await page();
    expect(cached.match(/render \d+/)?.[0]).toBe(published.match(/render \d+/)?.[0]);

    const withdrawn = await write(
      'PUT',
      marketingApi.vignettes.bySlug(vignette('draft').slug),
      vignette('draft'),
    );
    expect(withdrawn.status).toBe(200);

    const after = await page();
    expect(after).toMatch(/render \d+/);
    expect(after).not.toContain('Cached Page Draft Check');
    expect(logged).toEqual([]);
  });

  it('never shows a vignette created as a draft', async () => {
    const draft = { ...vignette('draft'), slug: 'another-draft', title: 'Another Draft Title' };
    expect((await write('POST', marketingApi.vignettes.list, draft)).status).toBe(201);
    const after = await page();
    expect(after).toMatch(/render \d+/);
    expect(after).not.toContain('Another Draft Title');
  });
});
