import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { cacheControlForFile } from '../src/cache-policy.js';
import { isAssetPath } from '../src/not-found.js';
import {
  downServiceUrl,
  externalRatpakManifest,
  hashedShellAsset,
  useGatewayTestBed,
} from './gateway-fixtures.js';

const bed = useGatewayTestBed(async ({ site }) => ({
  remotes: { marketing: { dir: site.marketingDir }, ratpak: { url: externalRatpakManifest } },
  services: { marketing: await downServiceUrl() },
  metaServices: [],
}));

function cspDirective(csp: string, name: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  );
}

describe('security headers', () => {
  it('hides Express and sends a CSP without inline scripts that allows external remotes', async () => {
    const res = await request(bed.gateway()).get('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = res.headers['content-security-policy'] as string;
    expect(cspDirective(csp, 'default-src')).toBe("default-src 'self'");
    expect(cspDirective(csp, 'script-src')).toBe("script-src 'self' https://cdn.example.org");
    expect(cspDirective(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(cspDirective(csp, 'connect-src')).toBe("connect-src 'self' https://cdn.example.org");
    expect(cspDirective(csp, 'style-src')).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
    expect(cspDirective(csp, 'object-src')).toBe("object-src 'none'");
    expect(cspDirective(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('sends HSTS only when the public origin is https, whatever the request says', async () => {
    expect((await request(bed.gateway()).get('/')).headers['strict-transport-security']).toMatch(
      /^max-age=31536000/,
    );
    const plain = await request(
      bed.gateway({ publicOrigin: 'http://localhost:8080', trustedProxies: ['loopback'] }),
    )
      .get('/')
      .set('X-Forwarded-Proto', 'https');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('static files', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await request(bed.gateway()).get(hashedShellAsset).set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('the shell boots');
  });

  it('prefers brotli when the client accepts it', async () => {
    const res = await request(bed.gateway()).get(hashedShellAsset).set('Accept-Encoding', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('revalidates the rendered index.html, remote entries and manifests', async () => {
    const app = bed.gateway();
    expect((await request(app).get('/')).headers['cache-control']).toBe('no-cache');
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await request(app).get(`/remotes/marketing/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('send scripts without byte ranges, Last-Modified or request id; only no-cache ones have an ETag', async () => {
    const app = bed.gateway();
    for (const encoding of ['br, gzip', 'identity']) {
      for (const path of [hashedShellAsset, '/remotes/marketing/remoteEntry.js']) {
        const res = await request(app).get(path).set('Accept-Encoding', encoding);
        expect(res.status).toBe(200);
        expect(res.headers['accept-ranges']).toBeUndefined();
        expect(res.headers['last-modified']).toBeUndefined();
        expect(res.headers['x-request-id']).toBeUndefined();
      }
    }
    expect((await request(app).get('/remotes/marketing/remoteEntry.js')).headers.etag).toBeTruthy();
    expect((await request(app).get(hashedShellAsset)).headers.etag).toBeUndefined();
  });

  it('lets other origins load remote assets', async () => {
    const res = await request(bed.gateway()).get('/remotes/marketing/__federation_expose_pages.9f8e7d6c.js');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps shell assets same-origin and gives icons a short cache', async () => {
    const res = await request(bed.gateway()).get('/favicon.svg');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([`${hashedShellAsset}.map`, '/remotes/marketing/__federation_expose_pages.9f8e7d6c.js.map'])(
    'never serves the source map %s, even when the file exists',
    async (path) => {
      const res = await request(bed.gateway()).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('version');
    },
  );

  it.each(['/assets/nope.js', '/remotes/marketing/nope.js', '/remotes/unknown/x', '/styles.css.map'])(
    'answers a missing asset %s with a plain-text 404',
    async (path) => {
      const res = await request(bed.gateway()).get(path).set('Accept', 'text/html,*/*');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    },
  );

  it('never serves the raw index.html template', async () => {
    const res = await request(bed.gateway()).get('/index.html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Build-time title');
  });

  it('answers 503 with a hint while the shell is not built', async () => {
    const app = bed.gateway();
    const indexPath = join(bed.site.shellDir, 'index.html');
    await rename(indexPath, `${indexPath}.moved`);
    try {
      const res = await request(app).get('/about');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toContain('npm run build');
    } finally {
      await rename(`${indexPath}.moved`, indexPath);
    }
    expect((await request(app).get('/about')).status).toBe(200);
  });
});

describe('cache policy and asset paths', () => {
  it.each([
    ['dist/static/js/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['dist/static/css/async/42.deadbeef99.css', 'public, max-age=31536000, immutable'],
    ['dist/main.0123abcd.js.map', 'public, max-age=31536000, immutable'],
    ['dist/index.html', 'no-cache'],
    ['dist/remoteEntry.js', 'no-cache'],
    ['dist/mf-manifest.json', 'no-cache'],
    ['dist/logo.png', 'public, max-age=3600'],
    ['dist/site.webmanifest', 'public, max-age=3600'],
    ['dist/runtime.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlForFile(file)).toBe(expected);
  });

  it('tells file paths from page paths', () => {
    expect(isAssetPath('/assets/app.js')).toBe(true);
    expect(isAssetPath('/robots.txt')).toBe(true);
    expect(isAssetPath('/remotes/marketing')).toBe(true);
    expect(isAssetPath('/vignettes/the-quiet-signal')).toBe(false);
    expect(isAssetPath('/about.html')).toBe(false);
    expect(isAssetPath('/')).toBe(false);
  });
});
