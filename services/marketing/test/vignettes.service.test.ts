import {
  authMessages,
  errorCodes,
  heroSampleSize,
  type VignetteStatus,
  type VignetteWrite,
  vignetteMessages,
  vignetteSummarySchema,
} from '@gbc/contracts';
import { type AuditDatabase, buildServiceHost } from '@gbc/service-kit';
import {
  createTestDatabase,
  listenForTests,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
  testAuthKeys,
} from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import type { MarketingDatabase } from '../src/database.js';
import { marketingModule } from '../src/index.js';
import { sanitizeVignetteContent } from '../src/sanitize-rich-text.js';
import { vignetteSeeds } from '../src/seed/vignettes.js';
import { seedVignettes } from '../src/seed.js';
import { insertVignette } from '../src/vignette-repository.js';

const api = '/api/marketing';
const adminHeaders = {
  authorization: `Bearer ${signTestToken({ email: 'editor@example.org', roles: ['admin'] })}`,
};
const memberHeaders = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };

interface Fixture {
  slug: string;
  status: VignetteStatus;
  createdAt: string;
  tags: string[];
}

async function insertFixture(db: Kysely<MarketingDatabase>, fixture: Fixture): Promise<void> {
  await insertVignette(db, {
    title: `Title of ${fixture.slug}`,
    slug: fixture.slug,
    excerpt: `Excerpt of ${fixture.slug}`,
    seo_description: null,
    content: `<p>Body of ${fixture.slug}</p>`,
    tags: fixture.tags,
    read_time: 3,
    author: 'Test Author',
    status: fixture.status,
    created_at: new Date(fixture.createdAt),
  });
}

async function startService(): Promise<{ testDb: TestDatabase<MarketingDatabase>; http: TestHttpClient }> {
  const testDb = await createTestDatabase<MarketingDatabase>();
  const app = await buildServiceHost({
    databases: testDb.databases,
    modules: [marketingModule],
    logger: false,
    auth: { publicKey: testAuthKeys().publicKey },
  });
  return { testDb, http: await listenForTests(app) };
}

async function stopService({
  testDb,
  http,
}: {
  testDb: TestDatabase<MarketingDatabase>;
  http: TestHttpClient;
}) {
  await http.close();
  await testDb.destroy();
}

const slugsOf = (body: { items: Array<{ slug: string }> }) => body.items.map((item) => item.slug);

describe('public vignette API', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const get = (url: string) => service.http.request({ url: `${api}${url}` });

  // Private rows are the newest, so any leak would show at the top of every list and in the hero sample.
  const fixtures: Fixture[] = [
    {
      slug: 'published-middle',
      status: 'published',
      createdAt: '2026-01-10T00:00:00Z',
      tags: ['privacy', 'work'],
    },
    { slug: 'published-newest', status: 'published', createdAt: '2026-03-10T00:00:00Z', tags: ['animals'] },
    { slug: 'published-oldest', status: 'published', createdAt: '2025-06-10T00:00:00Z', tags: ['privacy'] },
    {
      slug: 'secret-draft',
      status: 'draft',
      createdAt: '2026-05-10T00:00:00Z',
      tags: ['privacy', 'animals'],
    },
    {
      slug: 'old-archived',
      status: 'archived',
      createdAt: '2026-04-10T00:00:00Z',
      tags: ['privacy', 'animals'],
    },
  ];
  const publishedNewestFirst = ['published-newest', 'published-middle', 'published-oldest'];

  beforeAll(async () => {
    service = await startService();
    for (const fixture of fixtures) await insertFixture(service.testDb.db, fixture);
  });

  afterAll(async () => {
    await stopService(service);
  });

  test('the list holds published vignettes only, newest first, in full', async () => {
    const response = await get('/vignettes');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(slugsOf(body)).toEqual(publishedNewestFirst);
    expect(body.items[0]).toMatchObject({
      title: 'Title of published-newest',
      content: '<p>Body of published-newest</p>',
      seoDescription: null,
      readTime: 3,
      createdAt: '2026-03-10T00:00:00.000Z',
    });
  });

  test('limit keeps the newest', async () => {
    expect(slugsOf((await get('/vignettes?limit=2')).json())).toEqual(publishedNewestFirst.slice(0, 2));
  });

  test('the tag filter returns published vignettes with that tag only', async () => {
    expect(slugsOf((await get('/vignettes?tag=privacy')).json())).toEqual([
      'published-middle',
      'published-oldest',
    ]);
    expect(slugsOf((await get('/vignettes?tag=animals&fields=compact')).json())).toEqual([
      'published-newest',
    ]);
    expect((await get('/vignettes?tag=unknown')).json()).toEqual({ items: [] });
  });

  test('the compact list has the card fields only, no content', async () => {
    const body = (await get('/vignettes?fields=compact')).json();
    expect(slugsOf(body)).toEqual(publishedNewestFirst);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(vignetteSummarySchema.shape).sort());
      expect(item).not.toHaveProperty('content');
    }
  });

  test('the detail of a published vignette is served', async () => {
    const response = await get('/vignettes/published-middle');
    expect(response.statusCode).toBe(200);
    expect(response.json().vignette).toMatchObject({ slug: 'published-middle', tags: ['privacy', 'work'] });
  });

  test.each(['secret-draft', 'old-archived', 'no-such-vignette'])(
    'the detail of %s is a 404',
    async (slug) => {
      const response = await get(`/vignettes/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: errorCodes.notFound, message: vignetteMessages.notFound },
      });
    },
  );

  test('the random pick is always a published vignette', async () => {
    for (let draw = 0; draw < 20; draw += 1) {
      const { vignette } = (await get('/vignettes/random')).json();
      expect(publishedNewestFirst).toContain(vignette.slug);
      expect(Object.keys(vignette).sort()).toEqual(['id', 'slug', 'title']);
    }
  });

  test('the sitemap lists published slugs only', async () => {
    const { items } = (await get('/vignettes/sitemap')).json();
    expect(items.map((item: { slug: string }) => item.slug)).toEqual(publishedNewestFirst);
    for (const item of items) expect(new Date(item.updatedAt).toISOString()).toBe(item.updatedAt);
  });

  test('public reads may be cached for a minute', async () => {
    for (const url of [
      '/vignettes',
      '/vignettes/published-newest',
      '/vignettes/random',
      '/vignettes/sitemap',
    ]) {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=60');
    }
  });

  test.each([
    ['limit=0', 'limit', vignetteMessages.limit],
    ['limit=abc', 'limit', vignetteMessages.limit],
    ['limit=51', 'limit', vignetteMessages.limit],
    ['limit=2.5', 'limit', vignetteMessages.limit],
    ['fields=x', 'fields', vignetteMessages.fields],
    [`tag=${'t'.repeat(41)}`, 'tag', vignetteMessages.tag],
  ])('?%s is a 400 explaining %s', async (query, field, message) => {
    const response = await get(`/vignettes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message, fields: { [field]: message } },
    });
  });
});

describe('the random pick samples the newest published vignettes', () => {
  let service: Awaited<ReturnType<typeof startService>>;

  beforeAll(async () => {
    service = await startService();
    for (let index = 0; index < heroSampleSize + 2; index += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, index + 1)).toISOString();
      await insertFixture(service.testDb.db, {
        slug: `piece-${index}`,
        status: 'published',
        createdAt,
        tags: [],
      });
    }
  });

  afterAll(async () => {
    await stopService(service);
  });

  test(`only the ${heroSampleSize} newest are ever picked`, async () => {
    const picked = new Set<string>();
    for (let draw = 0; draw < 60; draw += 1) {
      picked.add((await service.http.request({ url: `${api}/vignettes/random` })).json().vignette.slug);
    }
    expect(picked.has('piece-0')).toBe(false);
    expect(picked.has('piece-1')).toBe(false);
    expect(picked.size).toBeGreaterThan(1);
  });

  test('with nothing published the pick is null', async () => {
    const empty = await startService();
    try {
      const response = await empty.http.request({ url: `${api}/vignettes/random` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ vignette: null });
    } finally {
      await stopService(empty);
    }
  });
});

describe('admin writes', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const write = (
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => service.http.request({ method, url: `${api}${url}`, payload, headers });
  const auditRows = (action: string) =>
    (service.testDb.db as unknown as Kysely<AuditDatabase>)
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('action', '=', action)
      .execute();

  const newVignette = (overrides: Partial<VignetteWrite> = {}) => ({
    title: 'The Listening Room',
    slug: 'the-listening-room',
    excerpt: 'A room that hears too much.',
    seoDescription: 'Fiction about a room that hears too much.',
    content:
      '<p onclick="steal()">Safe <strong>text</strong></p><script>alert(1)</script><a href="javascript:x()">link</a>',
    tags: ['privacy'],
    readTime: 2,
    author: 'R. Tester',
    status: 'published',
    ...overrides,
  });

  beforeAll(async () => {
    service = await startService();
  });

  afterAll(async () => {
    await stopService(service);
  });

  test('401 without a token, even before the body is checked', async () => {
    for (const payload of [newVignette(), { nonsense: true }]) {
      const response = await write('POST', '/vignettes', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: errorCodes.unauthorized, message: authMessages.unauthorized },
      });
    }
    expect((await write('PUT', '/vignettes/anything', newVignette())).statusCode).toBe(401);
  });

  test('403 for a signed-in member', async () => {
    const response = await write('POST', '/vignettes', newVignette(), memberHeaders);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(errorCodes.forbidden);
  });

  test('an admin creates a vignette; its content is sanitised and the write audited', async () => {
    const response = await write('POST', '/vignettes', newVignette(), adminHeaders);
    expect(response.statusCode).toBe(201);
    const expectedContent = '<p>Safe <strong>text</strong></p><a>link</a>';
    expect(response.json().vignette).toMatchObject({ slug: 'the-listening-room', content: expectedContent });

    const stored = await service.http.request({ url: `${api}/vignettes/the-listening-room` });
    expect(stored.json().vignette.content).toBe(expectedContent);

    const [audit] = await auditRows('vignette.create');
    expect(audit).toMatchObject({
      event_type: 'admin_action',
      user_email: 'editor@example.org',
      resource_type: 'vignette',
      details: expect.objectContaining({ slug: 'the-listening-room', source: 'api' }),
    });
  });

  test('a duplicate slug is a 409 and leaves no audit entry', async () => {
    const before = (await auditRows('vignette.create')).length;
    const response = await write('POST', '/vignettes', newVignette({ title: 'Another' }), adminHeaders);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: errorCodes.conflict,
        message: vignetteMessages.slugTaken,
        fields: { slug: vignetteMessages.slugTaken },
      },
    });
    expect(await auditRows('vignette.create')).toHaveLength(before);
  });

  test('an invalid body is a 400 with the contract messages', async () => {
    const response = await write(
      'POST',
      '/vignettes',
      newVignette({ slug: 'Not A Slug', readTime: 0, title: '' }),
      adminHeaders,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      slug: vignetteMessages.slug,
      readTime: vignetteMessages.readTime,
      title: vignetteMessages.title,
    });
  });

  test('a draft created by an admin stays private everywhere', async () => {
    const draft = newVignette({ slug: 'unpublished-thoughts', status: 'draft', tags: ['privacy'] });
    expect((await write('POST', '/vignettes', draft, adminHeaders)).statusCode).toBe(201);
    const get = (url: string) => service.http.request({ url: `${api}${url}` });
    for (const url of [
      '/vignettes',
      '/vignettes?tag=privacy',
      '/vignettes?fields=compact',
      '/vignettes/sitemap',
    ]) {
      expect((await get(url)).body).not.toContain('unpublished-thoughts');
    }
    expect((await get('/vignettes/unpublished-thoughts')).statusCode).toBe(404);
  });

  test('an admin updates a vignette by slug, sanitising again', async () => {
    const response = await write(
      'PUT',
      '/vignettes/unpublished-thoughts',
      newVignette({ slug: 'published-thoughts', content: '<p style="x">Now public</p>' }),
      adminHeaders,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().vignette).toMatchObject({
      slug: 'published-thoughts',
      content: '<p>Now public</p>',
    });
    expect((await service.http.request({ url: `${api}/vignettes/published-thoughts` })).statusCode).toBe(200);
    const [audit] = await auditRows('vignette.update');
    expect(audit?.details).toMatchObject({
      slug: 'published-thoughts',
      previousSlug: 'unpublished-thoughts',
    });
  });

  test('updating an unknown slug is a 404; taking another slug is a 409', async () => {
    expect(
      (await write('PUT', '/vignettes/nobody-home', newVignette({ slug: 'x-y' }), adminHeaders)).statusCode,
    ).toBe(404);
    const clash = await write(
      'PUT',
      '/vignettes/published-thoughts',
      newVignette({ slug: 'the-listening-room' }),
      adminHeaders,
    );
    expect(clash.statusCode).toBe(409);
  });
});

describe('seed', () => {
  let testDb: TestDatabase<MarketingDatabase>;

  beforeAll(async () => {
    testDb = await createTestDatabase<MarketingDatabase>();
  });

  afterAll(async () => {
    await testDb.destroy();
  });

  test('publishes at least 8 sanitised vignettes once; running again changes nothing', async () => {
    expect(await seedVignettes(testDb.db)).toBe(vignetteSeeds.length);
    const snapshot = () => testDb.db.selectFrom('marketing.vignettes').selectAll().orderBy('slug').execute();
    const first = await snapshot();
    expect(first.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(8);
    for (const row of first) expect(sanitizeVignetteContent(row.content)).toBe(row.content);

    expect(await seedVignettes(testDb.db)).toBe(0);
    expect(await snapshot()).toEqual(first);
  });

  test('keeps an existing vignette with a seed slug as it is', async () => {
    const fresh = await createTestDatabase<MarketingDatabase>();
    try {
      const [taken] = vignetteSeeds;
      await insertFixture(fresh.db, {
        slug: taken!.slug,
        status: 'draft',
        createdAt: '2026-01-01T00:00:00Z',
        tags: [],
      });
      expect(await seedVignettes(fresh.db)).toBe(vignetteSeeds.length - 1);
      const row = await fresh.db
        .selectFrom('marketing.vignettes')
        .select(['status', 'title'])
        .where('slug', '=', taken!.slug)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'draft', title: `Title of ${taken!.slug}` });
    } finally {
      await fresh.destroy();
    }
  });
});
