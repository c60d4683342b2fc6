import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { useGatewayTestBed } from './gateway-fixtures.js';

const embedScript = 'window.GBC = { mountDirectory() {} };\n';
const embedChunk = '/embed/supporters-directory.1a2b3c4d.js';

const bed = useGatewayTestBed(async ({ site }) => {
  // As `remoteConfig({ embeds })` writes them: `dist/embed/<name>.js` and its hashed chunks.
  await mkdir(join(site.marketingDir, 'embed'), { recursive: true });
  await writeFile(join(site.marketingDir, 'embed', 'supporters.js'), embedScript);
  await writeFile(join(site.marketingDir, embedChunk), 'console.log("widget");\n');
  await mkdir(join(site.productsDir, 'embed'), { recursive: true });
  await writeFile(join(site.productsDir, 'embed', 'catalogue.js'), 'window.GBC = {};\n');
  return { remotes: { marketing: { dir: site.marketingDir }, products: { dir: site.productsDir } } };
});

describe('/embed/', () => {
  it('serves an embed script to other origins: cross-origin resource policy, CORS without credentials, revalidated', async () => {
    const res = await request(bed.gateway())
      .get('/embed/supporters.js')
      .set('Origin', 'https://partner.example.com');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(embedScript);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A script needs no page policy; a CSP or frame rule here would only add bytes.
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('serves its content-hashed chunks as immutable, with the same cross-origin headers', async () => {
    const res = await request(bed.gateway()).get(embedChunk);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("finds embeds in every remote's build, not only the marketing remote's", async () => {
    const res = await request(bed.gateway()).get('/embed/catalogue.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('window.GBC = {};\n');
  });

  it('answers a missing embed with a plain 404, never a page', async () => {
    const res = await request(bed.gateway()).get('/embed/no-such-widget.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps pages same-origin: the cross-origin policy is the embeds’ alone', async () => {
    const res = await request(bed.gateway()).get('/');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
