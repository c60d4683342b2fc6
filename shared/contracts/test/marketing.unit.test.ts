import {
  marketingApi,
  marketingRoutePatterns,
  newsletterJoinSchema,
  newsletterSubscribeSchema,
  vignetteDescription,
  vignetteListQuerySchema,
  vignettePageSize,
} from '../src/marketing/index.js';

describe('marketingApi', () => {
  test('builds every path from the prefix and the route patterns', () => {
    expect(marketingApi.vignettes.list).toBe('/api/marketing/vignettes');
    expect(marketingApi.vignettes.hero).toBe(`/api/marketing${marketingRoutePatterns.heroVignette}`);
    expect(marketingApi.vignettes.bySlug('a b/c')).toBe('/api/marketing/vignettes/a%20b%2Fc');
    expect(marketingApi.newsletter.subscribe).toBe('/api/marketing/newsletter/subscribe');
  });
});

describe('vignetteDescription', () => {
  test('prefers a non-blank SEO description', () => {
    expect(vignetteDescription({ seoDescription: 'For search', excerpt: 'Excerpt' })).toBe('For search');
  });

  test.each([null, '', '   '])('falls back to the excerpt for %j', (seoDescription) => {
    expect(vignetteDescription({ seoDescription, excerpt: 'Excerpt' })).toBe('Excerpt');
  });
});

describe('vignetteListQuerySchema', () => {
  test('defaults to one page of compact-or-full cards', () => {
    expect(vignetteListQuerySchema.parse({})).toEqual({ limit: vignettePageSize, fields: 'full' });
  });

  test('accepts plain decimal limits from 1 to 50', () => {
    expect(vignetteListQuerySchema.parse({ limit: '50', cursor: 'abc' })).toMatchObject({
      limit: 50,
      cursor: 'abc',
    });
  });

  test.each(['0x10', '1e1', '+1', ' 1', '1.0', '0', '51', ''])('rejects limit %j', (limit) => {
    expect(vignetteListQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

describe('newsletter forms', () => {
  test('the footer form rejects a comma list of addresses', () => {
    expect(newsletterSubscribeSchema.safeParse({ email: 'a,b@evil.com', sourcePage: '/' }).success).toBe(
      false,
    );
  });

  test('the join form refuses a multi-line or linked name', () => {
    const join = (name: string) =>
      newsletterJoinSchema.safeParse({
        email: 'ada@example.org',
        name,
        metadata: { interests: ['research'], source: 'join_page' },
        consent: true,
      }).success;
    expect(join('Ada Lovelace')).toBe(true);
    expect(join('Ada\nLovelace')).toBe(false);
    expect(join('https://spam.example')).toBe(false);
  });
});
