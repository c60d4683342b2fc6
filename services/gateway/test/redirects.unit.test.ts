import { pathTo, routeTableOf } from '@gbc/site-map';
import request from 'supertest';
import { useGatewayTestBed } from './gateway-fixtures.js';

const bed = useGatewayTestBed();

const moved: [string, string][] = [
  ['/neuro-governance', pathTo('/programs/neuro-governance')],
  ['/bci-accelerator', pathTo('/programs/bci-accelerator')],
  ['/submit-breakthrough', pathTo('/submit-story')],
];

describe('the programs’ moved addresses', () => {
  it('travel with the programs remote’s routes, as its manifest publishes them', () => {
    expect(routeTableOf('programs', '').redirects).toEqual(
      moved.map(([from, to]) => ({ from, to, owner: 'programs' })),
    );
  });

  it.each(moved)('%s answers 301 to %s before any page is rendered, query kept', async (from, to) => {
    const res = await request(bed.gateway())
      .get(`${from}?utm_source=card&x=a%20b`)
      .set('Accept', 'text/html');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${to}?utm_source=card&x=a%20b`);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('names no domain, whatever Host or X-Forwarded-Host the request carries', async () => {
    const res = await request(bed.gateway({ trustedProxies: ['loopback'] }))
      .get('/neuro-governance/')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/programs/neuro-governance');
  });

  it('answers HEAD the same way and refuses writes like any page', async () => {
    const app = bed.gateway();
    const head = await request(app).head('/submit-breakthrough');
    expect(head.status).toBe(301);
    expect(head.headers.location).toBe('/submit-story');
    expect((await request(app).post('/submit-breakthrough')).status).toBe(405);
  });
});
