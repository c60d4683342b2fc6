import request from 'supertest';
import { createGateway, type GatewayOptions } from '../src/create-gateway.js';
import {
  createSiteFixture,
  downServiceUrl,
  type FakeService,
  type SiteFixture,
  silentLogger,
  startFakeMarketingService,
} from './gateway-fixtures.js';

let site: SiteFixture;
let marketing: FakeService;
let options: GatewayOptions;

beforeAll(async () => {
  site = await createSiteFixture();
  marketing = await startFakeMarketingService();
  options = {
    shellDir: site.shellDir,
    remotes: {},
    services: { marketing: marketing.url },
    publicOrigin: 'https://gbc.example.org',
    logger: silentLogger(),
  };
});
afterAll(async () => {
  await marketing.close();
  await site.remove();
});

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
}

describe('/robots.txt', () => {
  it('allows the site, keeps system paths out and names the sitemap', async () => {
    const res = await request(createGateway(options)).get('/robots.txt');
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

  it('derives the origin from the request when none is configured', async () => {
    const app = createGateway({ ...options, publicOrigin: undefined });
    const res = await request(app).get('/robots.txt').set('Host', 'localhost:8080');
    expect(res.text).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });
});

describe('/sitemap.xml', () => {
  it('lists indexed static routes and published vignettes', async () => {
    const res = await request(createGateway(options)).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
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

  it('still lists the static routes when the marketing service is down', async () => {
    const logger = silentLogger();
    const app = createGateway({ ...options, services: { marketing: await downServiceUrl() }, logger });
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(locs(res.text)).toContain('https://gbc.example.org/about');
    expect(res.text).not.toContain('/vignettes/known');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('escapes slugs and dates it is given', async () => {
    const app = createGateway({
      ...options,
      vignetteSlugs: async () => [{ slug: 'a&b', updatedAt: '<now>' }],
    });
    const res = await request(app).get('/sitemap.xml');
    expect(res.text).toContain(
      '<loc>https://gbc.example.org/vignettes/a%26b</loc><lastmod>&lt;now&gt;</lastmod>',
    );
  });
});
