import { atomMediaType, serviceMetaApi } from '@gbc/contracts';
import {
  eventFeed,
  marketingApi,
  type VignetteWrite,
  vignetteFeed,
  vignettePageSize,
} from '@gbc/contracts/marketing';
import { publicReadCacheControl } from '@gbc/service-kit';
import { JSDOM } from 'jsdom';
import { insertVignette } from '../src/vignettes/vignettes.repository.js';
import { adminHeaders, useMarketingTestBed } from './marketing-test-kit.js';

const feedsUrl = serviceMetaApi.feedsOf('marketing');
const feedUrl = serviceMetaApi.feedFor('marketing', vignetteFeed.path);
const origin = 'https://gbc.example';

function entriesOf(xml: string): Array<{ id: string; title: string; updated: string; summary: string }> {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  return [...document.getElementsByTagName('entry')].map((entry) => ({
    id: entry.getElementsByTagName('id')[0]?.textContent ?? '',
    title: entry.getElementsByTagName('title')[0]?.textContent ?? '',
    updated: entry.getElementsByTagName('updated')[0]?.textContent ?? '',
    summary: entry.getElementsByTagName('summary')[0]?.textContent ?? '',
  }));
}

describe('the vignettes Atom feed', () => {
  const service = useMarketingTestBed();

  beforeAll(async () => {
    const row = (slug: string, status: 'published' | 'draft', createdAt: string) => ({
      title: `Title of ${slug} & <co>`,
      slug,
      excerpt: `Excerpt of ${slug}`,
      seo_description: null,
      content: '<p>Body</p>',
      tags: ['ethics'],
      read_time: 3,
      author: 'Test Author',
      status,
      created_at: new Date(createdAt),
      published_at: status === 'published' ? new Date(createdAt) : null,
    });
    await insertVignette(service.db, row('older', 'published', '2026-01-10T00:00:00Z'));
    await insertVignette(service.db, row('newer', 'published', '2026-02-10T00:00:00Z'));
    await insertVignette(service.db, row('secret-draft', 'draft', '2026-03-10T00:00:00Z'));
  });

  test('is declared through the generic feed contract', async () => {
    const response = await service.get(feedsUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      feeds: [
        { path: vignetteFeed.path, title: vignetteFeed.title },
        { path: eventFeed.path, title: eventFeed.title },
      ],
    });
  });

  test('holds the first page of the list, newest first, published only, with absolute links', async () => {
    const response = await service.get(feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${atomMediaType}; charset=utf-8`);
    expect(response.headers['cache-control']).toBe(publicReadCacheControl);
    const list = (await service.get(`${marketingApi.vignettes.list}?fields=compact`)).json();
    const entries = entriesOf(response.body);
    expect(entries.map((entry) => entry.id)).toEqual(
      list.items.map((item: { slug: string }) => `${origin}/vignettes/${item.slug}`),
    );
    expect(entries).toEqual([
      {
        id: `${origin}/vignettes/newer`,
        title: 'Title of newer & <co>',
        updated: '2026-02-10T00:00:00.000Z',
        summary: 'Excerpt of newer',
      },
      {
        id: `${origin}/vignettes/older`,
        title: 'Title of older & <co>',
        updated: '2026-01-10T00:00:00.000Z',
        summary: 'Excerpt of older',
      },
    ]);
    expect(entries.length).toBeLessThanOrEqual(vignettePageSize);
    expect(response.body).toContain(
      `<link rel="self" type="application/atom+xml" href="${origin}/vignettes/feed.xml"/>`,
    );
    expect(response.body).toContain('<updated>2026-02-10T00:00:00.000Z</updated>');
  });

  test('answers 304 to If-None-Match or If-Modified-Since while nothing changed', async () => {
    const first = await service.get(feedUrl);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(lastModified).toBe('Tue, 10 Feb 2026 00:00:00 GMT');
    const byEtag = await service.get(feedUrl, { 'if-none-match': etag });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    expect((await service.get(feedUrl, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect(
      (await service.get(feedUrl, { 'if-modified-since': 'Mon, 09 Feb 2026 00:00:00 GMT' })).statusCode,
    ).toBe(200);
    // A stale ETag wins over a date that would match: If-None-Match decides when present.
    expect(
      (await service.get(feedUrl, { 'if-none-match': 'W/"stale"', 'if-modified-since': lastModified }))
        .statusCode,
    ).toBe(200);
  });

  test('shows a publication on the next request, with a new ETag', async () => {
    const before = await service.get(feedUrl);
    const write: VignetteWrite = {
      title: 'Fresh',
      slug: 'fresh',
      excerpt: 'Just published',
      content: '<p>New</p>',
      tags: [],
      readTime: 2,
      author: 'Editor',
      status: 'published',
    };
    expect((await service.post(marketingApi.vignettes.list, write, adminHeaders)).statusCode).toBe(201);
    const after = await service.get(feedUrl, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(entriesOf(after.body)[0]?.id).toBe(`${origin}/vignettes/fresh`);
  });

  test('answers 404 for a path it does not publish and 400 for one that is not a site path', async () => {
    expect((await service.get(serviceMetaApi.feedFor('marketing', '/no-such/feed.xml'))).statusCode).toBe(
      404,
    );
    expect((await service.get(serviceMetaApi.feedFor('marketing', 'feed.xml'))).statusCode).toBe(400);
    expect((await service.get(`${marketingApi.prefix}${serviceMetaApi.feed}`)).statusCode).toBe(400);
  });
});
