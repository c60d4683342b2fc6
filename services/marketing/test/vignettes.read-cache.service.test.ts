import { marketingApi, type VignetteWrite } from '@gbc/contracts/marketing';
import { openServiceDatabases, type ServiceDatabases } from '@gbc/service-kit';
import { type TestHttpClient, testAuthKeys, testRoleSecret } from '@gbc/service-kit/testing';
import { insertVignette } from '../src/vignettes/vignettes.repository.js';
import { adminHeaders, testMarketingModule, useMarketingTestBed } from './marketing-test-kit.js';

const api = marketingApi.prefix;

/** Two hosts on one database, each with its own pools and listener: two processes of the service. */
let hostA: TestHttpClient;
let hostB: TestHttpClient;
let secondDatabases: ServiceDatabases;

// Registered before the bed, so host B and its pools are gone before the bed drops the database.
afterAll(async () => {
  await hostB?.close();
  await secondDatabases?.destroy();
});
const bed = useMarketingTestBed({ listen: false });

const write = (slug: string, overrides: Partial<VignetteWrite> = {}): VignetteWrite => ({
  title: `Title of ${slug}`,
  slug,
  excerpt: `Excerpt of ${slug}`,
  seoDescription: null,
  content: `<p>Body of ${slug}</p>`,
  tags: ['privacy'],
  readTime: 3,
  author: 'Test Author',
  status: 'published',
  ...overrides,
});

const put = (slug: string, body: VignetteWrite) =>
  hostA.request({ method: 'PUT', url: `${api}/vignettes/${slug}`, payload: body, headers: adminHeaders });

const slugsIn = async (client: TestHttpClient, url: string) =>
  ((await client.request({ url })).json().items as Array<{ slug: string }>).map((item) => item.slug);

/**
 * Polls `check` until it holds: host B learns of a commit on A through a notification, which
 * arrives a few milliseconds after the commit. Bounded; it waits on a condition, not a clock.
 */
async function eventually(check: () => Promise<boolean>, withinMs = 3000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeAll(async () => {
  hostA = bed.http;
  secondDatabases = openServiceDatabases({ serverUrl: bed.connectionString, secret: testRoleSecret() });
  for (const [slug, status] of [
    ['steady', 'published'],
    ['edited', 'published'],
    ['coming-soon', 'draft'],
    ['withdrawn', 'published'],
  ] as const) {
    const { seoDescription, readTime, ...rest } = write(slug, { status });
    await insertVignette(bed.db, {
      ...rest,
      seo_description: seoDescription ?? null,
      read_time: readTime,
      published_at: status === 'published' ? new Date() : null,
    });
  }
  hostB = await bed.startHost({
    modules: [testMarketingModule],
    auth: { publicKey: testAuthKeys().publicKey },
    databases: secondDatabases,
  });
});

describe('the read cache across two hosts', () => {
  test('host B serves from its cache: a change made behind the API (no notification) is not seen', async () => {
    const title = async () => (await hostB.request({ url: `${api}/vignettes/steady` })).json().vignette.title;
    expect(await title()).toBe('Title of steady');
    await bed.db
      .updateTable('marketing.vignettes')
      .set({ title: 'Changed quietly' })
      .where('slug', '=', 'steady')
      .execute();
    expect(await title()).toBe('Title of steady');
  });

  test('an edit on host A is served by A at once and by B as soon as the notification arrives', async () => {
    const detail = `${api}/vignettes/edited`;
    expect((await hostB.request({ url: detail })).json().vignette.title).toBe('Title of edited');
    expect((await hostA.request({ url: detail })).json().vignette.title).toBe('Title of edited');

    expect((await put('edited', write('edited', { title: 'Edited title' }))).statusCode).toBe(200);
    expect((await hostA.request({ url: detail })).json().vignette.title).toBe('Edited title');
    await eventually(
      async () => (await hostB.request({ url: detail })).json().vignette.title === 'Edited title',
    );
  });

  test('publishing a draft on A shows it on B everywhere; nothing of it was served before', async () => {
    const list = `${api}/vignettes?fields=compact`;
    const detail = `${api}/vignettes/coming-soon`;
    const meta = `${api}/meta?path=${encodeURIComponent('/vignettes/coming-soon')}`;
    expect(await slugsIn(hostB, list)).not.toContain('coming-soon');
    expect((await hostB.request({ url: detail })).statusCode).toBe(404);
    expect((await hostB.request({ url: meta })).json().status).toBe(404);

    expect((await put('coming-soon', write('coming-soon'))).statusCode).toBe(200);
    expect(await slugsIn(hostA, list)).toContain('coming-soon');
    await eventually(async () => (await slugsIn(hostB, list)).includes('coming-soon'));
    expect((await hostB.request({ url: detail })).statusCode).toBe(200);
    expect((await hostB.request({ url: meta })).json().status).toBe(200);
    const sitemap = (await hostB.request({ url: `${api}/sitemap` })).json();
    expect(sitemap.entries.map((entry: { path: string }) => entry.path)).toContain('/vignettes/coming-soon');
  });

  test('unpublishing on A hides it on A at once and on B as soon as the notification arrives', async () => {
    const list = `${api}/vignettes`;
    const detail = `${api}/vignettes/withdrawn`;
    expect(await slugsIn(hostB, list)).toContain('withdrawn');
    expect((await hostB.request({ url: detail })).statusCode).toBe(200);

    expect((await put('withdrawn', write('withdrawn', { status: 'draft' }))).statusCode).toBe(200);
    expect((await hostA.request({ url: detail })).statusCode).toBe(404);
    expect(await slugsIn(hostA, list)).not.toContain('withdrawn');
    await eventually(async () => (await hostB.request({ url: detail })).statusCode === 404);
    expect(await slugsIn(hostB, list)).not.toContain('withdrawn');
    for (let draw = 0; draw < 20; draw += 1) {
      expect((await hostB.request({ url: `${api}/vignettes/random` })).json().vignette.slug).not.toBe(
        'withdrawn',
      );
    }
  });

  test('a matching If-None-Match is a 304 on either host; after an edit the ETag changes', async () => {
    const detail = `${api}/vignettes/edited`;
    const first = await hostB.request({ url: detail });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    for (const client of [hostA, hostB]) {
      const again = await client.request({ url: detail, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }

    expect((await put('edited', write('edited', { title: 'Edited again' }))).statusCode).toBe(200);
    await eventually(
      async () =>
        (await hostB.request({ url: detail, headers: { 'if-none-match': etag } })).statusCode === 200,
    );
    expect((await hostB.request({ url: detail })).headers.etag).not.toBe(etag);
  });

  test('the hero is drawn per request from the cached sample, not one pick for everyone', async () => {
    const picks = new Set<string>();
    for (let draw = 0; draw < 40; draw += 1) {
      picks.add((await hostB.request({ url: `${api}/vignettes/random` })).json().vignette.slug);
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  test('admin writes carry no public Cache-Control', async () => {
    const response = await put('steady', write('steady'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });
});
