import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SiteAuditRun, siteAuditApi, siteAuditMessages } from '@gbc/contracts/admin';
import {
  signTestToken,
  type TestHttpClient,
  type TestResponse,
  testAuthKeys,
  useServiceTestBed,
} from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import type { AdminDatabase } from '../src/database.js';
import { createAdminModule } from '../src/index.js';

/**
 * A small site on loopback with planted faults: a link to a missing page, a missing image, an image
 * without alt text, a redirect to the cloud metadata address, a path robots.txt disallows and a link
 * to another host. Every request it receives is recorded.
 */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${title} page"></head><body><h1>${title}</h1>${body}</body></html>`;

const fixtureRoutes: Record<string, { status: number; type: string; body: string; location?: string }> = {
  '/robots.txt': { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' },
  '/': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: page(
      'Home',
      `<a href="/about">About</a> <a href="/missing">Gone</a> <a href="/private/secret">Secret</a>
       <a href="/away">Away</a> <a href="https://other.example/">Elsewhere</a>
       <img src="/logo.png" alt="Logo"> <img src="/broken.png" alt="Broken"> <img src="/no-alt.png">`,
    ),
  },
  '/about': { status: 200, type: 'text/html', body: page('About', '<a href="/">Home</a>') },
  '/clean': { status: 200, type: 'text/html', body: page('Clean', '<a href="/clean">Here</a>') },
  '/logo.png': { status: 200, type: 'image/png', body: 'png' },
  '/no-alt.png': { status: 200, type: 'image/png', body: 'png' },
  '/away': {
    status: 302,
    type: 'text/plain',
    body: '',
    location: 'http://169.254.169.254/latest/meta-data/',
  },
};

let fixture: Server;
let fixturePort: number;
const requested: string[] = [];
/** While set, the home page answers only once it resolves: a run that stays running. */
let holdHome: Promise<void> | null = null;

beforeAll(async () => {
  fixture = createServer(async (request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    if (path === '/' && holdHome) await holdHome;
    const route = fixtureRoutes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html' }).end(page('Not found', ''));
      return;
    }
    response.writeHead(route.status, {
      'content-type': route.type,
      ...(route.location ? { location: route.location } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : route.body);
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  fixturePort = (fixture.address() as AddressInfo).port;
});

afterAll(async () => {
  fixture.closeAllConnections();
  await new Promise((resolve) => fixture.close(resolve));
});

beforeEach(() => {
  requested.length = 0;
  holdHome = null;
});

const bed = useServiceTestBed<AdminDatabase>({
  host: () => ({ modules: [] }),
  hostPer: 'none',
  clientAddressPerRequest: true,
  freshRateLimitsPerTest: true,
});

/** A host whose site (PUBLIC_ORIGIN) is `publicOrigin`. */
const siteHost = (publicOrigin = `http://localhost:${fixturePort}`) =>
  bed.startHost({
    modules: [createAdminModule({ siteAudit: () => ({ publicOrigin }) })],
    auth: { publicKey: testAuthKeys().publicKey },
  });

const start = (host: TestHttpClient, payload: unknown, headers: Record<string, string> = {}) =>
  host.request({ method: 'POST', url: siteAuditApi.start, payload, headers });

/** Polls the run until it has finished (the crawl is real: it takes as long as it takes). */
async function finished(host: TestHttpClient, id: string): Promise<SiteAuditRun> {
  for (;;) {
    const response = await host.request({ url: siteAuditApi.run(id) });
    expect(response.statusCode).toBe(200);
    const run = response.json() as SiteAuditRun;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const refusal = (response: TestResponse) => ({
  status: response.statusCode,
  message: response.json().error.message,
});

describe('the URL rules', () => {
  it('gives the spec messages for an empty and a malformed URL, and refuses unknown fields', async () => {
    const host = await siteHost();
    const empty = await start(host, { url: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ url: siteAuditMessages.urlRequired });
    const malformed = await start(host, { url: 'http://exa mple' });
    expect(malformed.json().error.fields).toEqual({ url: siteAuditMessages.urlInvalid });
    const unknown = await start(host, { url: `http://localhost:${fixturePort}`, pageLimit: 500 });
    expect(unknown.statusCode).toBe(400);
    expect(requested).toEqual([]);
  });

  it('refuses other hosts, other ports and schemes, and credentials, before any request', async () => {
    const host = await siteHost();
    const origin = `http://localhost:${fixturePort}`;
    for (const url of [
      'https://example.org/',
      `http://localhost:${fixturePort + 1}/`,
      `https://localhost:${fixturePort}/`,
      `http://user:secret@localhost:${fixturePort}/`,
      `http://10.0.0.1:${fixturePort}/`,
      `http://169.254.169.254/latest/meta-data/`,
    ]) {
      expect(refusal(await start(host, { url }))).toEqual({
        status: 400,
        message: siteAuditMessages.refusedOrigin(origin),
      });
    }
    expect(requested).toEqual([]);
  });

  it('refuses a site whose address is private or link-local (cloud metadata), even as PUBLIC_ORIGIN', async () => {
    for (const origin of ['http://10.1.2.3:8080', 'http://169.254.169.254', 'http://[fd00:ec2::254]']) {
      const host = await siteHost(origin);
      expect(refusal(await start(host, { url: origin }))).toEqual({
        status: 400,
        message: siteAuditMessages.refusedAddress,
      });
    }
  });

  it('limits the runs one address may start', async () => {
    const host = await siteHost();
    const from = { 'x-forwarded-for': '10.9.9.9' };
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await start(host, { url: 'https://example.org' }, from)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('a crawl of the fixture site', () => {
  it('runs on 127.0.0.1 while PUBLIC_ORIGIN is localhost, and finds the planted faults', async () => {
    const host = await siteHost(`http://localhost:${fixturePort}`);
    const response = await start(host, { url: `http://127.0.0.1:${fixturePort}` });
    expect(response.statusCode).toBe(202);
    const started = response.json() as SiteAuditRun;
    expect(started).toMatchObject({
      status: 'running',
      url: `http://127.0.0.1:${fixturePort}/`,
      pageLimit: 20,
    });

    const run = await finished(host, started.id);
    const base = `http://127.0.0.1:${fixturePort}`;
    expect(run.status).toBe('failed');
    expect(run.result?.pages.map((crawled) => [crawled.url, crawled.status])).toEqual(
      expect.arrayContaining([
        [`${base}/`, 200],
        [`${base}/about`, 200],
        [`${base}/missing`, 404],
      ]),
    );
    expect(run.issues).toEqual(
      expect.arrayContaining([
        { type: 'broken-link', message: 'HTTP 404', url: `${base}/missing`, page: `${base}/` },
        { type: 'broken-image', message: 'HTTP 404', url: `${base}/broken.png`, page: `${base}/` },
        expect.objectContaining({ type: 'redirect-off-origin', url: `${base}/away`, page: `${base}/` }),
      ]),
    );
    const home = run.result?.pages.find((crawled) => crawled.url === `${base}/`);
    expect(home).toMatchObject({ title: 'Home', metaDescription: 'Home page' });
    expect(home?.accessibility).toEqual([`Image without alt text: /no-alt.png`]);
    expect(run.result?.summary).toMatchObject({
      totalPages: run.result?.pages.length,
      totalErrors: run.issues.length,
      brokenLinks: 1,
      brokenImages: 1,
    });
    expect(run.pagesDone).toBe(run.result?.pages.length);
    // robots.txt honoured, the redirect off the site not followed, the other host never asked.
    expect(requested.filter((path) => path.startsWith('/private'))).toEqual([]);
    expect(requested).toContain('/robots.txt');
    expect(requested).toContain('/away');
  });

  it('passes a site without faults', async () => {
    const host = await siteHost();
    const response = await start(host, { url: `http://localhost:${fixturePort}/about` });
    fixtureRoutes['/about'] = {
      status: 200,
      type: 'text/html',
      body: page('About', '<a href="/about">Here</a>'),
    };
    const run = await finished(host, (response.json() as SiteAuditRun).id);
    expect(run).toMatchObject({ status: 'passed', issues: [] });
    expect(run.result?.summary.totalPages).toBe(1);
  });

  it('runs one audit at a time site-wide, and shows progress while it runs', async () => {
    let release = () => {};
    holdHome = new Promise((resolve) => {
      release = resolve;
    });
    const host = await siteHost();
    const other = await siteHost();
    const first = await start(host, { url: `http://localhost:${fixturePort}` });
    expect(first.statusCode).toBe(202);
    const second = await start(other, { url: `http://localhost:${fixturePort}` });
    expect(refusal(second)).toEqual({ status: 409, message: siteAuditMessages.alreadyRunning });

    const id = (first.json() as SiteAuditRun).id;
    const running = (await other.request({ url: siteAuditApi.run(id) })).json() as SiteAuditRun;
    expect(running).toMatchObject({ status: 'running', pagesDone: 0, result: null });
    release();
    expect((await finished(host, id)).pagesDone).toBeGreaterThan(0);
  });

  it('ends a run whose process stopped beating, so the next may start', async () => {
    await sql`insert into admin.site_audit_runs (url, page_limit, heartbeat_at)
              values ('http://localhost/', 20, now() - interval '10 minutes')`.execute(bed.db);
    const host = await siteHost();
    const response = await start(host, { url: `http://localhost:${fixturePort}/about` });
    expect(response.statusCode).toBe(202);
    await finished(host, (response.json() as SiteAuditRun).id);
    const { rows } = await sql<{
      status: string;
    }>`select status from admin.site_audit_runs where url = 'http://localhost/'`.execute(bed.db);
    expect(rows).toEqual([{ status: 'failed' }]);
  });

  it('answers 404 for an unknown run', async () => {
    const host = await siteHost();
    const response = await host.request({ url: siteAuditApi.run('00000000-0000-4000-8000-000000000000') });
    expect(refusal(response)).toEqual({ status: 404, message: siteAuditMessages.runNotFound });
    expect((await host.request({ url: siteAuditApi.run('not-an-id') })).statusCode).toBe(400);
  });
});

describe('full crawls and past runs (administrators)', () => {
  const bearer = (roles: Array<'member' | 'admin'>, aal?: 'aal1' | 'aal2') => ({
    authorization: `Bearer ${signTestToken({ roles, email: 'admin@example.org', ...(aal ? { aal } : {}) })}`,
  });

  it('refuses anonymous callers, members and admins without a second factor', async () => {
    const host = await siteHost();
    const body = { url: `http://localhost:${fixturePort}`, pageLimit: 50 };
    for (const [headers, status] of [
      [{}, 401],
      [bearer(['member']), 403],
      [bearer(['admin'], 'aal1'), 403],
    ] as const) {
      expect(
        (await host.request({ method: 'POST', url: siteAuditApi.startFull, payload: body, headers }))
          .statusCode,
      ).toBe(status);
      expect((await host.request({ url: siteAuditApi.history, headers })).statusCode).toBe(status);
    }
    expect(requested).toEqual([]);
  });

  it('runs a full crawl with its own page limit, audited, and lists it among past runs', async () => {
    const host = await siteHost();
    const response = await host.request({
      method: 'POST',
      url: siteAuditApi.startFull,
      payload: { url: `http://localhost:${fixturePort}`, pageLimit: 2 },
      headers: bearer(['admin']),
    });
    expect(response.statusCode).toBe(202);
    const run = await finished(host, (response.json() as SiteAuditRun).id);
    expect(run.result?.summary.totalPages).toBe(2);

    const history = await host.request({ url: siteAuditApi.history, headers: bearer(['admin']) });
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      id: run.id,
      pageLimit: 2,
      issueCount: run.issues.length,
    });
    expect(history.json().items[0].summary.totalPages).toBe(2);
    const { rows } = await sql<{ action: string; user_email: string }>`
      select action, user_email from audit.audit_logs where action = 'site_audit.full_run'`.execute(bed.db);
    expect(rows).toEqual([{ action: 'site_audit.full_run', user_email: 'admin@example.org' }]);
  });
});
