import request from 'supertest';
import { downServiceUrl, silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

const bed = useGatewayTestBed(() => ({ remotes: {} }));

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
}

describe('/robots.txt', () => {
  it('allows the site, keeps system paths out and names the sitemap', async () => {
    const res = await request(bed.gateway()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /site-audit',
      'Disallow: /api/',
    ]) {
      expect(res.text).toContain(`${line}\n`);
    }
    expect(res.text).toContain('Disallow: /__health\nDisallow: /__safe\n');
    expect(res.text).toContain('Sitemap: https://gbc.example.org/sitemap.xml');
  });

  it('takes the origin from configuration, never from Host or X-Forwarded-Host', async () => {
    const res = await request(bed.gateway({ trustedProxies: ['loopback'] }))
      .get('/robots.txt')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'http');
    expect(res.text).toContain('Sitemap: https://gbc.example.org/sitemap.xml');
    expect(res.text).not.toContain('evil');
  });
});

describe('/sitemap.xml', () => {
  it('lists indexed static routes and the pages meta services contribute', async () => {
    const res = await request(bed.gateway()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const urls = locs(res.text);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://gbc.example.org/',
        'https://gbc.example.org/about',
        'https://gbc.example.org/ratpak/verticals/agri-swarm',
        'https://gbc.example.org/vignettes/known',
      ]),
    );
    expect(urls).not.toContain('https://gbc.example.org/admin/security');
    expect(urls).not.toContain('https://gbc.example.org/__health');
    expect(urls.some((url) => url.includes(':slug'))).toBe(false);
    expect(res.text).toContain(
      '<url><loc>https://gbc.example.org/vignettes/known</loc><lastmod>2025-02-03T04:05:06.000Z</lastmod></url>',
    );
  });

  it('uses the configured origin whatever Host the request names', async () => {
    const res = await request(bed.gateway()).get('/sitemap.xml').set('Host', 'evil.example');
    expect(locs(res.text).every((url) => url.startsWith('https://gbc.example.org/'))).toBe(true);
  });

  it('asks only the configured meta services', async () => {
    const calls = bed.service.requests.length;
    const res = await request(bed.gateway({ metaServices: [] })).get('/sitemap.xml');
    expect(locs(res.text)).not.toContain('https://gbc.example.org/vignettes/known');
    expect(bed.service.requests.length).toBe(calls);
  });

  it('still lists the static routes and the other services when one service is down', async () => {
    const logger = silentLogger();
    const app = bed.gateway({
      services: { marketing: bed.service.url, products: await downServiceUrl() },
      metaServices: ['products', 'marketing'],
      logger,
    });
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(locs(res.text)).toEqual(
      expect.arrayContaining(['https://gbc.example.org/about', 'https://gbc.example.org/vignettes/known']),
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('products');
  });

  it('escapes the paths and dates it is given and lists a path once', async () => {
    const app = bed.gateway({
      sitemapEntries: async () => [{ path: '/vignettes/a&b', lastModified: '<now>' }, { path: '/about' }],
    });
    const res = await request(app).get('/sitemap.xml');
    expect(res.text).toContain(
      '<loc>https://gbc.example.org/vignettes/a&amp;b</loc><lastmod>&lt;now&gt;</lastmod>',
    );
    expect(locs(res.text).filter((url) => url === 'https://gbc.example.org/about')).toHaveLength(1);
  });
});
