import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createRemoteOrigin } from '../src/remote-origin.js';
import {
  createRemoteServerBuildFetcher,
  ServerBuildRefusedError,
} from '../src/rendering/remote-server-builds.js';
import { silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

/** A shell server build that names the marketing build it was configured with. */
const fakeShellServerBuild = `
let remotes = {};
exports.configure = async (options) => { remotes = options.remotes; };
exports.render = async ({ url }) => ({
  status: 200,
  html: '<h1>Rendered ' + url + '</h1><p>marketing ' + (remotes.marketing ? remotes.marketing.stamp : 'none') + '</p>',
  styleTags: '',
  queryState: { queries: [] },
  meta: { title: 'Rendered title' },
  dataComplete: true,
});
`;

const integrity = (content: string) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

const serverFiles = {
  'remoteEntry.cjs': 'exports.get = () => {}; exports.init = () => {};',
  'chunks/12.abcd.cjs': 'exports.chunk = 12;',
};

/** A remote's build as build-kit writes it: the manifest hashes every server file. */
async function writeRemoteBuild(dir: string, stamp: string, files: Record<string, string> = serverFiles) {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dir, 'server', file, '..'), { recursive: true });
    await writeFile(join(dir, 'server', file), content);
  }
  const manifest = {
    id: 'mfe_marketing',
    name: 'mfe_marketing',
    metaData: {
      ssrRemoteEntry: { name: 'remoteEntry.cjs', path: 'server', type: 'commonjs-module' },
      ssrBuildStamp: stamp,
      ssrFiles: Object.fromEntries(
        Object.entries(files).map(([file, content]) => [file, integrity(content)]),
      ),
    },
  };
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
}

let root: string;
let remoteDir: string;
let origin: Server;
let originUrl: string;
let served: string[];
/** While set, the origin answers no manifest request until the test lets the held ones go. */
let holdManifests = false;
const held: (() => void)[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gbc-remote-origin-'));
  remoteDir = join(root, 'mfe-marketing');
  const app = createRemoteOrigin(remoteDir);
  origin = createServer((req, res) => {
    served.push(req.url ?? '');
    if (holdManifests && req.url === '/mf-manifest.json') held.push(() => app(req, res));
    else app(req, res);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

beforeEach(async () => {
  served = [];
  await rm(remoteDir, { recursive: true, force: true });
  await writeRemoteBuild(remoteDir, 'stamp-1');
});

afterAll(async () => {
  await new Promise((resolve) => origin.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const fetcherFor = (allowedOrigins: string[]) =>
  createRemoteServerBuildFetcher({ allowedOrigins, cacheDir: join(root, `cache-${Math.random()}`) });

describe("fetching a remote's server build from its origin", () => {
  it('keeps a verified copy laid out like a build, and fetches a stamp only once', async () => {
    const fetchServerRemote = fetcherFor([originUrl]);
    const remote = await fetchServerRemote(`${originUrl}/mf-manifest.json`);
    expect(remote?.stamp).toBe('stamp-1');
    expect(await readFile(remote?.entryPath ?? '', 'utf8')).toBe(serverFiles['remoteEntry.cjs']);
    expect(await readFile(join(remote?.entryPath ?? '', '..', 'chunks/12.abcd.cjs'), 'utf8')).toBe(
      serverFiles['chunks/12.abcd.cjs'],
    );
    expect(served.sort()).toEqual([
      '/mf-manifest.json',
      '/server/chunks/12.abcd.cjs',
      '/server/remoteEntry.cjs',
    ]);

    served = [];
    expect(await fetchServerRemote(`${originUrl}/mf-manifest.json`)).toEqual(remote);
    expect(served).toEqual(['/mf-manifest.json']);
  });

  it('refuses a file whose hash is not the one the manifest publishes, and keeps nothing of it', async () => {
    await writeFile(join(remoteDir, 'server', 'chunks/12.abcd.cjs'), 'process.exit(1);');
    const cacheDir = join(root, 'refused-cache');
    const fetchServerRemote = createRemoteServerBuildFetcher({ allowedOrigins: [originUrl], cacheDir });
    await expect(fetchServerRemote(`${originUrl}/mf-manifest.json`)).rejects.toThrow(
      new ServerBuildRefusedError('server/chunks/12.abcd.cjs does not match the hash its manifest publishes'),
    );
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it("lets a copy kept outside the app require the build's externals (jsdom) from the shell's packages", async () => {
    // Resolved, not loaded: the build finds the package as it would when rendering.
    const external = { 'remoteEntry.cjs': "exports.jsdom = require.resolve('jsdom');" };
    await writeRemoteBuild(remoteDir, 'stamp-external', external);
    // The temporary folder has no node_modules above it, as a cache on a container's volume.
    const fetchServerRemote = (modulesOf?: string) =>
      createRemoteServerBuildFetcher({
        allowedOrigins: [originUrl],
        cacheDir: join(root, `cache-${Math.random()}`),
        modulesOf,
      })(`${originUrl}/mf-manifest.json`);
    // Loaded by Node itself, as the gateway loads it (Jest's module registry would stand in otherwise).
    const load = (entryPath = '') =>
      execFileSync(process.execPath, ['-p', 'require(process.argv[1]).jsdom', entryPath], {
        encoding: 'utf8',
        stdio: 'pipe',
      });

    const alone = await fetchServerRemote();
    expect(() => load(alone?.entryPath)).toThrow(/Cannot find module 'jsdom'/);
    const linked = await fetchServerRemote(join(__dirname, '..', 'shell-entry-stand-in.cjs'));
    expect(load(linked?.entryPath)).toMatch(/node_modules\/jsdom\//);
  });

  it('fetches nothing from an origin that is not allowed', async () => {
    const fetchServerRemote = fetcherFor(['https://cdn.example.org']);
    await expect(fetchServerRemote(`${originUrl}/mf-manifest.json`)).rejects.toThrow(
      `${originUrl} is not an allowed origin of server builds`,
    );
    expect(served).toEqual([]);
  });

  it('refuses a manifest without hashes, or one listing a file outside its folder', async () => {
    const manifestPath = join(remoteDir, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const fetchServerRemote = fetcherFor([originUrl]);

    await writeFile(
      manifestPath,
      JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, ssrFiles: undefined } }),
    );
    await expect(fetchServerRemote(`${originUrl}/mf-manifest.json`)).rejects.toThrow(
      'its manifest publishes no server build with file hashes',
    );

    const escaping = { ...manifest.metaData.ssrFiles, '../../etc/x.cjs': integrity('x') };
    await writeFile(
      manifestPath,
      JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, ssrFiles: escaping } }),
    );
    await expect(fetchServerRemote(`${originUrl}/mf-manifest.json`)).rejects.toThrow(
      "its manifest lists an unusable server file '../../etc/x.cjs'",
    );
    expect(served.filter((url) => url !== '/mf-manifest.json')).toEqual([]);
  });
});

describe("a remote's own origin", () => {
  it('answers a preflighted manifest fetch from another origin, so a page that adds a header still loads it', async () => {
    const preflight = await request(originUrl)
      .options('/mf-manifest.json')
      .set('Origin', 'http://site.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-forwarded-for')
      .expect(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': '*',
    });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const manifest = await request(originUrl)
      .get('/mf-manifest.json')
      .set('Origin', 'http://site.example')
      .set('X-Forwarded-For', '127.0.0.9')
      .expect(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.body.metaData.ssrBuildStamp).toBe('stamp-1');
  });
});

describe('a gateway rendering a remote that lives on another origin', () => {
  const bed = useGatewayTestBed(async ({ site }) => {
    await mkdir(join(site.shellDir, 'server'), { recursive: true });
    await writeFile(join(site.shellDir, 'server', 'main.cjs'), fakeShellServerBuild);
    return { logger: silentLogger(), serverRendering: { budgetMs: 2000 } };
  });
  const remotes = () => ({ marketing: { url: `${originUrl}/mf-manifest.json` } });

  it('renders it with the build fetched from an allowed origin, and picks up a redeploy', async () => {
    const gateway = bed.gateway({
      remotes: remotes(),
      remoteServerBuilds: { allowedOrigins: [originUrl], cacheDir: join(root, 'gateway-cache') },
    });
    expect((await request(gateway).get('/privacy').expect(200)).text).toContain('marketing stamp-1');
    await request(gateway).get('/readyz').expect(200);

    await writeRemoteBuild(remoteDir, 'stamp-2');
    let text = '';
    for (const deadline = Date.now() + 5000; Date.now() < deadline && !text.includes('stamp-2'); ) {
      text = (await request(gateway).get('/privacy')).text;
    }
    expect(text).toContain('marketing stamp-2');
  });

  it('keeps rendering while the origin is slow to answer the checks for a redeploy', async () => {
    const gateway = bed.gateway({
      remotes: remotes(),
      remoteServerBuilds: { allowedOrigins: [originUrl], cacheDir: join(root, 'slow-origin-cache') },
    });
    expect((await request(gateway).get('/privacy').expect(200)).text).toContain('marketing stamp-1');
    holdManifests = true;
    try {
      // Until a check of the manifests hangs: pages rendered meanwhile wait for no check.
      while (held.length === 0) {
        const started = Date.now();
        const page = await request(gateway).get('/privacy').expect(200);
        expect(page.text).toContain('marketing stamp-1');
        expect(Date.now() - started).toBeLessThan(1000);
      }
      const started = Date.now();
      expect((await request(gateway).get('/terms').expect(200)).text).toContain('marketing stamp-1');
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      holdManifests = false;
      for (const release of held.splice(0)) release();
    }
  });

  it('renders it in the browser only when its origin is not allowed or its build does not verify', async () => {
    const notAllowed = bed.gateway({ remotes: remotes() });
    expect((await request(notAllowed).get('/privacy').expect(200)).text).toContain('marketing none');

    await writeFile(join(remoteDir, 'server', 'remoteEntry.cjs'), 'tampered');
    const tampered = bed.gateway({
      remotes: remotes(),
      remoteServerBuilds: { allowedOrigins: [originUrl], cacheDir: join(root, 'tampered-cache') },
    });
    expect((await request(tampered).get('/privacy').expect(200)).text).toContain('marketing none');
  });

  it('renders it from a local folder beside its URL without fetching', async () => {
    const gateway = bed.gateway({
      remotes: { marketing: { url: `${originUrl}/mf-manifest.json`, serverDir: remoteDir } },
    });
    expect((await request(gateway).get('/privacy').expect(200)).text).toContain('marketing stamp-1');
    expect(served.filter((url) => url.startsWith('/server/'))).toEqual([]);
  });
});

describe('the gateway health endpoints', () => {
  const bed = useGatewayTestBed(async ({ site }) => {
    await mkdir(join(site.shellDir, 'server'), { recursive: true });
    await writeFile(join(site.shellDir, 'server', 'main.cjs'), fakeShellServerBuild);
    return { logger: silentLogger(), serverRendering: { budgetMs: 2000 } };
  });

  it('/healthz answers while the process runs; /readyz once the shell and its server build are loaded', async () => {
    const gateway = bed.gateway();
    expect((await request(gateway).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await request(gateway).get('/readyz').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', details: { serverRendering: true } });
    expect(ready.headers['cache-control']).toBe('no-store');
    await request(gateway).post('/readyz').expect(405);
  });

  it('/readyz answers 503 with Retry-After and the standard error body while a build is missing', async () => {
    const noServerBuild = bed.gateway({ shellDir: join(root, 'no-such-shell') });
    const response = await request(noServerBuild).get('/readyz').expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      error: { code: expect.any(String), message: 'The shell build is not there yet.' },
    });
    await request(noServerBuild).get('/healthz').expect(200);

    const shellWithoutServerBuild = join(root, 'shell-without-server');
    await mkdir(shellWithoutServerBuild, { recursive: true });
    await writeFile(
      join(shellWithoutServerBuild, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    const notLoaded = await request(bed.gateway({ shellDir: shellWithoutServerBuild }))
      .get('/readyz')
      .expect(503);
    expect(notLoaded.body.error.message).toBe('The server builds are not loaded yet.');

    const browserOnly = bed.gateway({
      shellDir: shellWithoutServerBuild,
      serverRendering: { enabled: false },
    });
    expect((await request(browserOnly).get('/readyz').expect(200)).body).toEqual({
      status: 'ok',
      details: { serverRendering: false },
    });
  });
});
