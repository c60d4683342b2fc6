import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketingApi, type VignetteWrite } from '@gbc/contracts/marketing';
import { createGateway, type Gateway } from '@gbc/gateway';
import { createMarketingModule, type MarketingDatabase } from '@gbc/marketing-service';
import { buildServiceHost, createDatabase, gatewayRoleSchema } from '@gbc/service-kit';
import { createTestDatabase, signTestToken, type TestDatabase, testAuthKeys } from '@gbc/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** A shell server build that stamps each render with a number, so a test sees whether a page came from the cache. */
const countingShellServerBuild = `
let renders = 0;
exports.configure = async () => {};
exports.render = async ({ url }) => {
  renders += 1;
  return { status: 200, html: '<p>render ' + renders + ' of ' + url + '</p>', styleTags: '', queryState: {}, meta: null, dataComplete: true };
};
`;

const shellIndexHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Shell</title><!--gbc:head--></head>
<body><div id="root"></div></body></html>
`;

const adminHeaders = {
  authorization: `Bearer ${signTestToken({ email: 'editor@example.org', roles: ['admin'] })}`,
  'content-type': 'application/json',
};

const vignette: VignetteWrite = {
  title: 'Two Gateways',
  slug: 'two-gateways',
  excerpt: 'A write through one gateway reaches the other.',
  seoDescription: null,
  content: '<p>Body</p>',
  tags: [],
  readTime: 2,
  author: 'Test Author',
  status: 'published',
};

interface RunningGateway {
  gateway: Gateway;
  server: Server;
  url: string;
}

describe('page changes across gateways (LISTEN/NOTIFY as gbc_gateway)', () => {
  let testDb: TestDatabase<MarketingDatabase>;
  let serviceHost: FastifyInstance;
  let siteDir: string;
  const gateways: RunningGateway[] = [];

  async function startGateway(serviceUrl: string, shellDir: string): Promise<RunningGateway> {
    const gateway = createGateway({
      shellDir,
      remotes: {},
      services: { marketing: serviceUrl },
      publicOrigin: 'https://gbc.example',
      metaServices: [],
      logger: { warn: () => {}, error: () => {} },
      serverRendering: { budgetMs: 5_000 },
      pageChangesDatabaseUrl: testDb.databases.connectionStringOf(gatewayRoleSchema),
    });
    const server = gateway.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    expect(await gateway.whenListening(5_000)).toBe(true);
    return { gateway, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    testDb = await createTestDatabase<MarketingDatabase>();
    serviceHost = await buildServiceHost({
      databases: testDb.databases,
      modules: [createMarketingModule({ publicOrigin: 'https://gbc.example', consentRetention: false })],
      logger: false,
      auth: { publicKey: testAuthKeys().publicKey },
    });
    const serviceUrl = await serviceHost.listen({ host: '127.0.0.1', port: 0 });
    siteDir = await mkdtemp(join(tmpdir(), 'gbc-page-changes-'));
    const shellDir = join(siteDir, 'shell');
    await mkdir(join(shellDir, 'server'), { recursive: true });
    await writeFile(join(shellDir, 'index.html'), shellIndexHtml);
    await writeFile(join(shellDir, 'server', 'main.cjs'), countingShellServerBuild);
    gateways.push(await startGateway(serviceUrl, shellDir), await startGateway(serviceUrl, shellDir));
  });

  afterAll(async () => {
    for (const { gateway, server } of gateways) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
    }
    await serviceHost.close();
    await testDb.destroy();
    await rm(siteDir, { recursive: true, force: true });
  });

  const renderOf = async (gateway: RunningGateway, path: string) => {
    const html = await (await fetch(new URL(path, gateway.url))).text();
    const stamp = html.match(/render \d+ of [^<]+/)?.[0];
    if (!stamp) throw new Error(`No server render of ${path}`);
    return stamp;
  };

  it('a write through one gateway empties the affected pages on the other within a second, and only those', async () => {
    const [writer, other] = gateways as [RunningGateway, RunningGateway];
    const list = await renderOf(other, '/vignettes');
    const unaffected = await renderOf(other, '/programs');
    expect(await renderOf(other, '/vignettes')).toBe(list);

    const written = await fetch(new URL(marketingApi.vignettes.list, writer.url), {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify(vignette),
    });
    expect(written.status).toBe(201);
    const writtenAt = Date.now();

    // Waits for the condition itself; the bound is the claim under test.
    while ((await renderOf(other, '/vignettes')) === list) {
      expect(Date.now() - writtenAt).toBeLessThan(1_000);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(Date.now() - writtenAt).toBeLessThan(1_000);
    expect(await renderOf(other, '/programs')).toBe(unaffected);
  });

  it('a write that announces no page change leaves the pages cached, on the gateway it went through too', async () => {
    const [writer] = gateways as [RunningGateway];
    const list = await renderOf(writer, '/vignettes');
    expect(await renderOf(writer, '/vignettes')).toBe(list);

    const subscribed = await fetch(new URL(marketingApi.newsletter.subscribe, writer.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.org', sourcePage: '/vignettes' }),
    });
    expect(subscribed.status).toBeLessThan(300);

    expect(await renderOf(writer, '/vignettes')).toBe(list);
  });

  it('listens as gbc_gateway, which can read no table', async () => {
    const db = createDatabase(testDb.databases.connectionStringOf(gatewayRoleSchema), { maxConnections: 1 });
    try {
      const { rows } = await sql<{ user: string }>`select current_user as user`.execute(db);
      expect(rows[0]?.user).toBe('gbc_gateway');
      await expect(sql`select * from marketing.vignettes limit 1`.execute(db)).rejects.toMatchObject({
        code: '42501',
      });
      const grants = await sql`
        select 1 from information_schema.role_table_grants where grantee = 'gbc_gateway'`.execute(db);
      expect(grants.rows).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
