import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { jsonForScript } from '../src/rendering/page-renderer.js';
import { findServerRemote } from '../src/rendering/server-bundles.js';
import { serviceUrlFor } from '../src/rendering/service-url.js';
import { externalRatpakManifest, silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

/**
 * A stand-in for `shell/dist/server/main.cjs` with the real contract: `/throws` fails, `/slow` outlasts
 * any budget (and honours the abort signal), `/incomplete` reports a failed data call, `/missing` is a
 * 404. Every page names its render count, the marketing build stamp it was configured with, and the
 * remotes it was told render in the browser only.
 */
const fakeShellServerBuild = `
let remotes = {};
let browserOnly = [];
let renders = 0;
exports.configure = async (options) => {
  remotes = options.remotes;
  browserOnly = options.browserOnlyRemotes || [];
};
exports.render = async ({ url, nonce, signal }) => {
  if (url.startsWith('/throws')) throw new Error('the page exploded');
  if (url.startsWith('/slow')) {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 5000);
      signal.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); });
    });
  }
  renders += 1;
  const stamp = remotes.marketing ? remotes.marketing.stamp : 'none';
  return {
    status: url === '/missing' ? 404 : 200,
    html: '<h1>Rendered ' + url + '</h1><p>render ' + renders + ', marketing ' + stamp + '</p>' +
      '<p>browser only: [' + browserOnly.join(',') + ']</p>',
    styleTags: '<style nonce="' + nonce + '" data-styled="true">h1{color:teal}</style>',
    queryState: { queries: [{ state: { data: '</script><script>alert(1)</script> & more' } }] },
    meta: {
      title: 'Rendered title',
      description: 'Rendered description',
      alternates: url === '/vignettes'
        ? [{ href: '/vignettes/feed.xml', type: 'application/atom+xml', title: 'Vignettes "&" <b>' }]
        : undefined,
    },
    dataComplete: !url.startsWith('/incomplete'),
  };
};
`;

async function writeMarketingServerBuild(dir: string, stamp: string): Promise<void> {
  await mkdir(join(dir, 'server'), { recursive: true });
  await writeFile(join(dir, 'server', 'remoteEntry.cjs'), 'exports.get = () => {}; exports.init = () => {};');
  const manifest = {
    id: 'mfe_marketing',
    name: 'mfe_marketing',
    metaData: {
      ssrRemoteEntry: { name: 'remoteEntry.cjs', path: 'server', type: 'commonjs-module' },
      ssrBuildStamp: stamp,
    },
  };
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
}

const logger = silentLogger();
const bed = useGatewayTestBed(async ({ site }) => {
  await mkdir(join(site.shellDir, 'server'), { recursive: true });
  await writeFile(join(site.shellDir, 'server', 'main.cjs'), fakeShellServerBuild);
  await writeMarketingServerBuild(site.marketingDir, 'stamp-1');
  return { logger, serverRendering: { budgetMs: 250 } };
});

beforeEach(() => jest.clearAllMocks());

function cspNonce(csp: string | undefined): string | undefined {
  return csp?.match(/'nonce-([^']+)'/)?.[1];
}

function rootOf(html: string): string {
  return html.match(/<div id="root">([\s\S]*?)<\/div>\s*<\/body>/)?.[1] ?? '';
}

describe('server-rendered pages', () => {
  it('link the alternates the page declared, absolute and escaped, and no others', async () => {
    const list = await request(bed.gateway()).get('/vignettes').expect(200);
    expect(list.text).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Vignettes &quot;&amp;&quot; &lt;b&gt;" href="https://gbc.example.org/vignettes/feed.xml" data-page-alternate="" />',
    );
    const other = await request(bed.gateway()).get('/programs').expect(200);
    expect(other.text).not.toContain('rel="alternate"');
  });

  it('carry the rendered HTML, styles, title and data, under a CSP with a nonce and no unsafe-inline', async () => {
    const response = await request(bed.gateway()).get('/programs').expect(200);
    const csp = response.headers['content-security-policy'];
    const nonce = cspNonce(csp);

    expect(csp).not.toContain('unsafe-inline');
    expect(nonce).toBeTruthy();
    expect(rootOf(response.text)).toContain('<h1>Rendered /programs</h1>');
    expect(response.text).toContain('<title>Rendered title</title>');
    expect(response.text).toContain('<meta name="description" content="Rendered description" />');
    expect(response.text).toContain(`<style nonce="${nonce}" data-styled="true">`);
    expect(response.text).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(response.text).toContain('<script type="application/json" id="gbc-remotes">');
    expect(response.text).not.toContain('gbc-nonce-');
  });

  it("carry the owning service's type and image beside the rendered title (one source of page meta)", async () => {
    const response = await request(bed.gateway()).get('/vignettes/scripted').expect(200);
    expect(rootOf(response.text)).toContain('<h1>Rendered /vignettes/scripted</h1>');
    expect(response.text).toContain('<title>Rendered title</title>');
    expect(response.text).toContain('<meta property="og:type" content="article" />');
    expect(response.text).toContain(
      '<meta property="og:image" content="https://gbc.example.org/brand/og-vignette.png" />',
    );
  });

  it('escape the dehydrated data so it cannot end its script element', async () => {
    const response = await request(bed.gateway()).get('/programs?escape').expect(200);
    const state = response.text.match(
      /<script type="application\/json" id="gbc-query-state">(.*?)<\/script>/,
    )?.[1];

    expect(state).toBeDefined();
    expect(state).not.toMatch(/[<>&]/);
    expect(JSON.parse(state ?? '')).toEqual({
      queries: [{ state: { data: '</script><script>alert(1)</script> & more' } }],
    });
  });

  it("preload none of the remote's files: the browser asks for its entry once the shell runs", async () => {
    const response = await request(bed.gateway()).get('/terms').expect(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.text).not.toContain('rel="preload" href="/remotes/');
  });

  it('take the status from the render', async () => {
    const response = await request(bed.gateway()).get('/missing').expect(404);
    expect(rootOf(response.text)).toContain('<h1>Rendered /missing</h1>');
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('are served from the cache with a new nonce on every response', async () => {
    const gateway = bed.gateway();
    const first = await request(gateway).get('/vignettes').expect(200);
    const second = await request(gateway).get('/vignettes').expect(200);

    expect(rootOf(second.text)).toBe(rootOf(first.text));
    const firstNonce = cspNonce(first.headers['content-security-policy']);
    const secondNonce = cspNonce(second.headers['content-security-policy']);
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.text).toContain(`<style nonce="${secondNonce}"`);
    expect(second.text).not.toContain(`nonce="${firstNonce}"`);
  });

  it('say in Server-Timing whether they were rendered for the request, came from the cache or were left to the browser', async () => {
    const gateway = bed.gateway();
    const timing = /^render;desc="(server|cache|browser)";dur=\d+\.\d$/;
    const first = await request(gateway).get('/about').expect(200);
    const second = await request(gateway).get('/about').expect(200);
    const failed = await request(gateway).get('/throws').expect(404);

    expect(first.headers['server-timing']).toMatch(timing);
    expect(first.headers['server-timing']).toContain('desc="server"');
    expect(second.headers['server-timing']).toContain('desc="cache"');
    expect(failed.headers['server-timing']).toContain('desc="browser"');
    const off = await request(bed.gateway({ serverRendering: { enabled: false } }))
      .get('/about')
      .expect(200);
    expect(off.headers['server-timing']).toContain('desc="browser"');
  });

  it('are rendered again after a successful write through the API (publish, withdraw)', async () => {
    const gateway = bed.gateway();
    const before = rootOf((await request(gateway).get('/terms').expect(200)).text);
    expect(rootOf((await request(gateway).get('/terms')).text)).toBe(before);

    await request(gateway).post('/api/marketing/vignettes/some-slug/publish').send({}).expect(200);

    expect(rootOf((await request(gateway).get('/terms')).text)).not.toBe(before);
  });

  it('are not cached when a data call failed', async () => {
    const gateway = bed.gateway();
    const first = rootOf((await request(gateway).get('/incomplete').expect(200)).text);
    const second = rootOf((await request(gateway).get('/incomplete').expect(200)).text);
    expect(second).not.toBe(first);
  });
});

describe('falling back to the client-rendered page', () => {
  it('serves the shell page with an empty root and logs why when the render throws', async () => {
    const response = await request(bed.gateway()).get('/throws').expect(404);

    expect(rootOf(response.text)).toBe('');
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('Server render of /throws fell back to the browser'),
      expect.objectContaining({ message: 'the page exploded' }),
    );
  });

  it('does not wait for a render beyond its budget', async () => {
    const started = Date.now();
    const response = await request(bed.gateway()).get('/slow').expect(404);

    expect(Date.now() - started).toBeLessThan(2000);
    expect(rootOf(response.text)).toBe('');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/\/slow fell back .*no page within 250 ms/),
    );
  });

  it('serves the client-rendered page when server rendering is off', async () => {
    const response = await request(bed.gateway({ serverRendering: { enabled: false } }))
      .get('/programs')
      .expect(200);
    expect(rootOf(response.text)).toBe('');
    expect(response.text).toContain('<meta property="csp-nonce"');
  });
});

describe('a redeployed remote', () => {
  it('is rendered with its new server build within a second or two, without a restart', async () => {
    const gateway = bed.gateway();
    expect((await request(gateway).get('/privacy')).text).toContain('marketing stamp-1');

    await writeMarketingServerBuild(bed.site.marketingDir, 'stamp-2');

    const deadline = Date.now() + 5000;
    let text = '';
    while (Date.now() < deadline && !text.includes('marketing stamp-2')) {
      text = (await request(gateway).get('/privacy')).text;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(text).toContain('marketing stamp-2');
  });
});

describe('remotes without a usable server build', () => {
  const ratpakOnCdn = { url: externalRatpakManifest };

  it('are told apart: one served from another origin with no server build renders in the browser', async () => {
    const gateway = bed.gateway({
      remotes: { marketing: { dir: bed.site.marketingDir }, ratpak: ratpakOnCdn },
    });
    const text = (await request(gateway).get('/privacy').expect(200)).text;
    expect(text).toContain('browser only: [ratpak]');
    expect(text).toContain('marketing stamp-');
  });

  it('are not browser-only when the gateway has a server build to expect: beside the URL or fetched', async () => {
    const beside = bed.gateway({
      remotes: {
        marketing: { dir: bed.site.marketingDir },
        ratpak: { ...ratpakOnCdn, serverDir: bed.site.productsDir },
      },
    });
    expect((await request(beside).get('/privacy')).text).toContain('browser only: []');

    const fetched = bed.gateway({
      remotes: { marketing: { dir: bed.site.marketingDir }, ratpak: ratpakOnCdn },
      remoteServerBuilds: {
        allowedOrigins: ['https://cdn.example.org'],
        cacheDir: bed.site.productsDir,
        fetch: async () => Response.error(),
      },
    });
    expect((await request(fetched).get('/privacy')).text).toContain('browser only: []');
  });

  it('whose manifest names a missing server entry is neither configured nor browser-only (the shell shows its fallback)', async () => {
    const skewed = join(bed.site.productsDir, 'skewed-marketing');
    await writeMarketingServerBuild(skewed, 'stamp-skewed');
    await rm(join(skewed, 'server', 'remoteEntry.cjs'));
    const text = (
      await request(bed.gateway({ remotes: { marketing: { dir: skewed } } }))
        .get('/privacy')
        .expect(200)
    ).text;
    expect(text).toContain('marketing none');
    expect(text).toContain('browser only: []');
  });
});

describe('server builds', () => {
  it('are never served to browsers', async () => {
    const gateway = bed.gateway();
    await request(gateway).get('/server/main.cjs').expect(404);
    await request(gateway).get('/remotes/marketing/server/remoteEntry.cjs').expect(404);
    await request(gateway).get('/remotes/marketing/mf-manifest.json').expect(200);
  });
});

describe('rendering helpers', () => {
  it('finds a server build only inside the remote folder', async () => {
    const dir = bed.site.productsDir;
    await writeFile(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { ssrRemoteEntry: { name: 'passwd', path: '../../../etc' }, ssrBuildStamp: 'x' },
      }),
    );
    expect(await findServerRemote(dir)).toBeNull();
    expect(await findServerRemote(join(dir, 'no-such-folder'))).toBeNull();
    const found = await findServerRemote(bed.site.marketingDir);
    expect(found?.entryPath).toBe(join(bed.site.marketingDir, 'server', 'remoteEntry.cjs'));
    expect(await readFile(found?.entryPath ?? '', 'utf8')).toContain('exports.get');
  });

  it('sends API paths of known services straight to the service', () => {
    const urlFor = serviceUrlFor({ marketing: 'http://127.0.0.1:4101/' });
    expect(urlFor('/api/marketing/vignettes?limit=3')).toBe(
      'http://127.0.0.1:4101/api/marketing/vignettes?limit=3',
    );
    expect(urlFor('/api/unknown/x')).toBe('/api/unknown/x');
  });

  it('writes JSON that HTML cannot break out of', () => {
    expect(jsonForScript({ text: '</script><!-- & \u2028' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}',
    );
  });
});
