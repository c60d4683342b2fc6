import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { useGatewayTestBed } from './gateway-fixtures.js';

const script = 'console.log("precompressed at build time");\n'.repeat(100);
const scriptPath = '/assets/app.5e6f7a8b.js';

const bed = useGatewayTestBed(async ({ site }) => {
  const file = join(site.shellDir, scriptPath);
  await writeFile(file, script);
  // Markers prove which copy was sent: the build's files, not compression on the fly.
  await writeFile(`${file}.br`, brotliCompressSync(`${script}// brotli copy`));
  await writeFile(`${file}.gz`, gzipSync(`${script}// gzip copy`));
  return {};
});

describe('precompressed assets', () => {
  it("serve the build's brotli copy to clients that accept brotli, with the file's caching", async () => {
    const response = await request(bed.gateway())
      .get(scriptPath)
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.text).toBe(`${script}// brotli copy`);
  });

  it('serve the gzip copy to clients without brotli', async () => {
    const response = await request(bed.gateway()).get(scriptPath).set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toBe(`${script}// gzip copy`);
  });

  it('serve the plain file to clients that accept no encoding', async () => {
    const response = await request(bed.gateway())
      .get(scriptPath)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(script);
  });
});
