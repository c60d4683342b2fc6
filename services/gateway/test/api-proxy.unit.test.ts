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
    services: { marketing: marketing.url, products: await downServiceUrl() },
    logger: silentLogger(),
  };
});
afterAll(async () => {
  await marketing.close();
  await site.remove();
});

describe('/api proxy', () => {
  it('forwards to the service with path and query kept and X-Forwarded-* set', async () => {
    const res = await request(createGateway(options))
      .post('/api/marketing/newsletter/subscribe?source=footer')
      .set('Host', 'gbc.example.org')
      .send({ email: 'a@example.org' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ echoed: '/api/marketing/newsletter/subscribe?source=footer', method: 'POST' });
    const forwarded = marketing.requests.at(-1)!;
    expect(forwarded.headers['x-forwarded-for']).toBeDefined();
    expect(forwarded.headers['x-forwarded-proto']).toBe('http');
    expect(forwarded.headers['x-forwarded-host']).toBe('gbc.example.org');
  });

  it('answers 502 with the error body when the service is down', async () => {
    const res = await request(createGateway(options)).get('/api/products/tiers');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('products service is unavailable') },
    });
  });

  it.each(['/api/unknown/x', '/api/marketingx/vignettes', '/api'])(
    'answers %s with a 404 error body',
    async (path) => {
      const res = await request(createGateway(options)).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    },
  );
});
