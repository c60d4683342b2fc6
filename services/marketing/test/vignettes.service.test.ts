import { authMessages, errorCodes, pagingMessages } from '@gbc/contracts';
import {
  heroSampleSize,
  marketingApi,
  type VignetteStatus,
  type VignetteWrite,
  vignetteMessages,
  vignettePageSize,
  vignetteSummarySchema,
} from '@gbc/contracts/marketing';
import { type AuditDatabase, publicReadCacheControl } from '@gbc/service-kit';
import { createTestDatabase, signTestToken, type TestDatabase } from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import type { Database as MarketingDatabase } from '../src/database.js';
import { sanitizeVignetteContent } from '../src/rich-text/rich-text.sanitizer.js';
import { insertVignette } from '../src/vignettes/vignettes.repository.js';
import { seedVignettes } from '../src/vignettes/vignettes.seed.js';
import { vignetteSeeds } from '../src/vignettes/vignettes.seed-data.js';
import { adminHeaders, useMarketingTestBed } from './marketing-test-kit.js';

const api = marketingApi.prefix;
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
    published_at: fixture.status === 'published' ? new Date(fixture.createdAt) : null,
  });
}

const slugsOf = (body: { items: Array<{ slug: string }> }) => body.items.map((item) => item.slug);

describe('public vignette API', () => {
  const service = useMarketingTestBed();
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
    for (const fixture of fixtures) await insertFixture(service.db, fixture);
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
    expect((await get('/vignettes?tag=unknown')).json()).toEqual({ items: [], nextCursor: null });
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

  test('public reads may be cached briefly, by browsers and shared caches', async () => {
    for (const url of [
      '/vignettes',
      '/vignettes/published-newest',
      '/vignettes/random',
      '/sitemap',
      '/meta?path=%2Fvignettes%2Fpublished-newest',
    ]) {
      expect((await get(url)).headers['cache-control']).toBe(publicReadCacheControl);
    }
  });

  test.each([
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=abc', 'limit', 'limit must be a whole number'],
    ['limit=51', 'limit', 'limit must be at most 50'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['limit=0x10', 'limit', 'limit must be a whole number'],
    ['limit=1e1', 'limit', 'limit must be a whole number'],
    ['limit=%2B1', 'limit', 'limit must be a whole number'],
    ['limit=%201', 'limit', 'limit must be a whole number'],
    ['fields=x', 'fields', vignetteMessages.fields],
    [`tag=${'t'.repeat(41)}`, 'tag', vignetteMessages.tag],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor', pagingMessages.cursor],
    ['cursor=%5B%5D', 'cursor', pagingMessages.cursor],
  ])('?%s is a 400 explaining %s', async (query, field, message) => {
    const response = await get(`/vignettes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message, fields: { [field]: message } },
    });
  });

  test('pages follow nextCursor to the end, each vignette once, with the tag filter kept', async () => {
    const first = (await get('/vignettes?limit=2&fields=compact')).json();
    expect(slugsOf(first)).toEqual(publishedNewestFirst.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await get(`/vignettes?limit=2&fields=compact&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({
      items: [expect.objectContaining({ slug: 'published-oldest' })],
      nextCursor: null,
    });

    const privacy = (await get('/vignettes?limit=1&tag=privacy')).json();
    expect(slugsOf(privacy)).toEqual(['published-middle']);
    const privacyNext = (await get(`/vignettes?limit=1&tag=privacy&cursor=${privacy.nextCursor}`)).json();
    expect(slugsOf(privacyNext)).toEqual(['published-oldest']);
  });

  test('a full page of exactly the remaining rows says there is no next page', async () => {
    expect((await get('/vignettes?limit=3')).json().nextCursor).toBeNull();
  });

  test('the generic meta contract describes vignette pages and nothing else', async () => {
    const meta = (path: string) => get(`/meta?path=${encodeURIComponent(path)}`);
    const found = await meta('/vignettes/published-middle');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      title: 'Title of published-middle',
      description: 'Excerpt of published-middle',
      type: 'article',
      status: 200,
    });
    expect((await meta('/vignettes/secret-draft')).json()).toMatchObject({ status: 404 });
    expect((await meta('/about')).statusCode).toBe(404);
    expect((await get('/meta?path=https%3A%2F%2Fevil.example')).statusCode).toBe(400);
  });

  test('the generic sitemap lists published vignette pages with their dates', async () => {
    const { entries } = (await get('/sitemap')).json();
    expect(entries.map((entry: { path: string }) => entry.path)).toEqual(
      publishedNewestFirst.map((slug) => `/vignettes/${slug}`),
    );
    for (const entry of entries) expect(new Date(entry.lastModified).toISOString()).toBe(entry.lastModified);
  });
});

describe('cursor paging under inserts', () => {
  const service = useMarketingTestBed();
  const page = async (query: string) =>
    (await service.http.request({ url: `${marketingApi.vignettes.list}?${query}` })).json();

  beforeAll(async () => {
    // Two share one publication time, so only the id keeps their order stable.
    const times = ['2026-01-05', '2026-01-04', '2026-01-04', '2026-01-03', '2026-01-02'];
    for (const [index, day] of times.entries()) {
      await insertFixture(service.db, {
        slug: `story-${index}`,
        status: 'published',
        createdAt: `${day}T00:00:00Z`,
        tags: [],
      });
    }
    for (let index = 0; index < 10; index += 1) {
      await insertFixture(service.db, {
        slug: `older-${index}`,
        status: 'published',
        createdAt: `2025-01-${String(index + 10)}T00:00:00Z`,
        tags: [],
      });
    }
  });

  test(`without a limit a page holds ${vignettePageSize}`, async () => {
    const first = await page('fields=compact');
    expect(first.items).toHaveLength(vignettePageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  test('vignettes published while a reader pages neither repeat nor shift the next pages', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const body = await page(`fields=compact&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...slugsOf(body));
      cursor = body.nextCursor;
      round += 1;
      await insertFixture(service.db, {
        slug: `breaking-${round}`,
        status: 'published',
        createdAt: new Date(Date.UTC(2026, 6, round)).toISOString(),
        tags: [],
      });
    } while (cursor);
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect(seen.slice(0, 5).sort()).toEqual(['story-0', 'story-1', 'story-2', 'story-3', 'story-4']);
    expect(seen.some((slug) => slug.startsWith('breaking-'))).toBe(false);
  });
});

describe('the random pick samples the newest published vignettes', () => {
  const service = useMarketingTestBed();

  beforeAll(async () => {
    for (let index = 0; index < heroSampleSize + 2; index += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, index + 1)).toISOString();
      await insertFixture(service.db, {
        slug: `piece-${index}`,
        status: 'published',
        createdAt,
        tags: [],
      });
    }
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
});

describe('with nothing published', () => {
  const empty = useMarketingTestBed();

  test('the random pick is null', async () => {
    const response = await empty.get(marketingApi.vignettes.hero);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ vignette: null });
  });
});

describe('admin writes', () => {
  const service = useMarketingTestBed<MarketingDatabase & AuditDatabase>();
  const write = (
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => service.http.request({ method, url: `${api}${url}`, payload, headers });
  const auditRows = (action: string) =>
    service.db.selectFrom('audit.audit_logs').selectAll().where('action', '=', action).execute();

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

  test('a table and an image as the admin editor writes them are stored and served unchanged', async () => {
    // The editor's own output for a table with a header row and an image (mfe-admin's rich-text unit test).
    const editorHtml =
      '<table><tbody><tr><th><p>Signal</p></th><th><p>Meaning</p></th></tr>' +
      '<tr><td><p>Blink</p></td><td><p>Yes</p></td></tr></tbody></table>' +
      '<img src="https://example.org/room.jpg" alt="An empty listening room" title="The room"><p>After the image.</p>';
    const slug = 'the-signal-table';
    const response = await write(
      'POST',
      '/vignettes',
      newVignette({ slug, content: editorHtml }),
      adminHeaders,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().vignette.content).toBe(editorHtml);
    const stored = await service.http.request({ url: `${api}/vignettes/${slug}` });
    expect(stored.json().vignette.content).toBe(editorHtml);
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
    for (const url of ['/vignettes', '/vignettes?tag=privacy', '/vignettes?fields=compact', '/sitemap']) {
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
    const list = (
      await service.http.request({ url: `${marketingApi.vignettes.list}?fields=compact` })
    ).json();
    expect(slugsOf(list)[0]).toBe('published-thoughts');
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
