import request from 'supertest';
import { externalRatpakManifest, useGatewayTestBed, writeRemoteBuild } from './gateway-fixtures.js';

const bed = useGatewayTestBed(({ site }) => ({
  remotes: {
    marketing: { dir: site.marketingDir },
    products: { dir: site.productsDir },
    ratpak: { url: externalRatpakManifest },
  },
  services: {},
}));

describe('/remotes.json', () => {
  it('lists built and external remotes, omits unbuilt ones, and is never cached', async () => {
    const res = await request(bed.gateway()).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      marketing: '/remotes/marketing/mf-manifest.json',
      ratpak: externalRatpakManifest,
    });
  });

  it('picks up a remote built after the gateway started', async () => {
    const app = bed.gateway();
    expect((await request(app).get('/remotes.json')).body).not.toHaveProperty('products');
    expect((await request(app).get('/remotes/products/remoteEntry.js')).status).toBe(404);

    await writeRemoteBuild(bed.site.productsDir, 'mfe_products');

    expect((await request(app).get('/remotes.json')).body).toHaveProperty(
      'products',
      '/remotes/products/mf-manifest.json',
    );
    expect((await request(app).get('/remotes/products/remoteEntry.js')).status).toBe(200);
  });
});
