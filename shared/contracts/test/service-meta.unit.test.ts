import {
  pageMetaQuerySchema,
  pageMetaResponseSchema,
  serviceMetaApi,
  serviceSitemapResponseSchema,
} from '../src/service-meta.js';

describe('generic service meta contract', () => {
  it('builds the meta and sitemap paths under the service prefix, with the page path encoded', () => {
    expect(serviceMetaApi.metaFor('marketing', '/vignettes/a b&c')).toBe(
      '/api/marketing/meta?path=%2Fvignettes%2Fa+b%26c',
    );
    expect(serviceMetaApi.sitemapOf('marketing')).toBe('/api/marketing/sitemap');
    expect(`${serviceMetaApi.prefix('marketing')}${serviceMetaApi.meta}`).toBe('/api/marketing/meta');
  });

  it('accepts site paths only in the meta query', () => {
    expect(pageMetaQuerySchema.safeParse({ path: '/vignettes/x' }).success).toBe(true);
    for (const path of ['vignettes/x', '//evil.example/x', 'https://evil.example/', '/a b', '']) {
      expect(pageMetaQuerySchema.safeParse({ path }).success).toBe(false);
    }
  });

  it('accepts a meta answer with status 200 or 404 and rejects other statuses', () => {
    const answer = { title: 'A story', description: 'About it', type: 'article', status: 200 };
    expect(pageMetaResponseSchema.parse(answer)).toEqual(answer);
    expect(pageMetaResponseSchema.safeParse({ ...answer, status: 404 }).success).toBe(true);
    expect(pageMetaResponseSchema.safeParse({ ...answer, status: 500 }).success).toBe(false);
    expect(pageMetaResponseSchema.safeParse({ ...answer, image: 'javascript:alert(1)' }).success).toBe(false);
    expect(pageMetaResponseSchema.safeParse({ ...answer, image: '/brand/og.png' }).success).toBe(true);
  });

  it('accepts sitemap entries with site paths and ISO dates', () => {
    const ok = {
      entries: [{ path: '/vignettes/a', lastModified: '2026-01-31T10:00:00.000Z' }, { path: '/b' }],
    };
    expect(serviceSitemapResponseSchema.parse(ok)).toEqual(ok);
    expect(
      serviceSitemapResponseSchema.safeParse({ entries: [{ path: '/a', lastModified: 'yesterday' }] })
        .success,
    ).toBe(false);
    expect(serviceSitemapResponseSchema.safeParse({ entries: [{ path: 'http://x/' }] }).success).toBe(false);
  });
});
