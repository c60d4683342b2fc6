import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compiledRouteTable,
  type PublishedRoute,
  type RemoteName,
  type RouteTable,
  routeTableOf,
} from '@gbc/site-map';
import request from 'supertest';
import { mergeRouteTables } from '../src/route-table/merge-route-tables.js';
import { createRouteTableSource } from '../src/route-table/route-table-source.js';
import { silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

/** A page a remote adds after the shell and this gateway were built: the compiled site map lacks it. */
function addedPage(owner: RemoteName, path: string, title: string): PublishedRoute {
  return {
    path,
    owner,
    title,
    description: `${title}, a page its remote added on its own.`,
    indexed: true,
    favicon: 'favicons/default.svg',
    logo: 'logos/master.svg',
  };
}

function withPage(remote: RemoteName, route: PublishedRoute): RouteTable {
  const own = routeTableOf(remote, '');
  return { routes: [...own.routes, route], redirects: own.redirects };
}

function manifest(table: unknown): string {
  return JSON.stringify({ id: 'x', name: 'x', metaData: { routes: table } });
}

const pathsOf = (table: RouteTable, owner: string) =>
  table.routes.filter((route) => route.owner === owner).map((route) => route.path);

describe('mergeRouteTables', () => {
  const compiled = compiledRouteTable();

  it("takes each remote's published routes, and the compiled ones of a remote that published none", () => {
    const programs = withPage('programs', addedPage('programs', '/programs/open-call', 'Open Call'));
    const { table, conflicts } = mergeRouteTables({ compiled, published: { programs }, lastGood: {} });
    expect(conflicts).toEqual([]);
    expect(pathsOf(table, 'programs')).toContain('/programs/open-call');
    expect(pathsOf(table, 'marketing')).toEqual(pathsOf(compiled, 'marketing'));
    expect(pathsOf(table, 'shell')).toEqual(pathsOf(compiled, 'shell'));
  });

  it('keeps a remote’s last good routes while its manifest is missing or broken', () => {
    const lastGood = withPage('programs', addedPage('programs', '/programs/open-call', 'Open Call'));
    const { table } = mergeRouteTables({ compiled, published: {}, lastGood: { programs: lastGood } });
    expect(pathsOf(table, 'programs')).toEqual(lastGood.routes.map((route) => route.path));
  });

  it('refuses a path claimed by a second owner: the owner that had it keeps it', () => {
    const marketing = withPage('marketing', addedPage('marketing', '/programs', 'Stolen'));
    const { table, conflicts } = mergeRouteTables({ compiled, published: { marketing }, lastGood: {} });
    expect(conflicts).toEqual([{ path: '/programs', keptBy: 'programs', refused: 'marketing' }]);
    expect(table.routes.filter((route) => route.path === '/programs')).toEqual([
      expect.objectContaining({ owner: 'programs', title: 'Programs' }),
    ]);
  });

  it('treats patterns that differ only in parameter names as one path', () => {
    const programs = withPage('programs', addedPage('programs', '/vignettes/:id', 'Not a vignette'));
    const { conflicts } = mergeRouteTables({ compiled, published: { programs }, lastGood: {} });
    expect(conflicts).toEqual([{ path: '/vignettes/:id', keptBy: 'marketing', refused: 'programs' }]);
  });

  it('gives a new path two remotes claim to the one that served it before, whatever the order', () => {
    const page = (owner: RemoteName) =>
      withPage(owner, addedPage(owner, '/open-call', `Open Call (${owner})`));
    const first = mergeRouteTables({ compiled, published: { programs: page('programs') }, lastGood: {} });
    const both = mergeRouteTables({
      compiled,
      published: { programs: page('programs'), marketing: page('marketing') },
      lastGood: {},
      previous: first.table,
    });
    expect(both.conflicts).toEqual([{ path: '/open-call', keptBy: 'programs', refused: 'marketing' }]);
  });

  it('counts a redirect’s source as a claim on its path', () => {
    const marketing: RouteTable = {
      routes: routeTableOf('marketing', '').routes,
      redirects: [{ from: '/programs', to: '/', owner: 'marketing' }],
    };
    const { table, conflicts } = mergeRouteTables({ compiled, published: { marketing }, lastGood: {} });
    expect(conflicts).toEqual([{ path: '/programs', keptBy: 'programs', refused: 'marketing' }]);
    expect(table.redirects.map((redirect) => redirect.from)).not.toContain('/programs');
  });
});

describe('createRouteTableSource', () => {
  let root: string;
  let programsDir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'gbc-routes-'));
    programsDir = join(root, 'mfe-programs');
    await mkdir(programsDir);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const openCall = addedPage('programs', '/programs/open-call', 'Open Call');

  it('reads the routes of a local build, with brand files resolved to where the gateway serves them', async () => {
    await writeFile(join(programsDir, 'mf-manifest.json'), manifest(withPage('programs', openCall)));
    const source = createRouteTableSource({
      remotes: { programs: { dir: programsDir } },
      logger: silentLogger(),
    });
    const { table } = await source.current();
    expect(table.routes.find((route) => route.path === '/programs/open-call')).toEqual({
      ...openCall,
      favicon: '/remotes/programs/favicons/default.svg',
      logo: '/remotes/programs/logos/master.svg',
    });
  });

  it('falls back to the compiled routes, quietly, for a remote never built', async () => {
    const logger = silentLogger();
    const source = createRouteTableSource({ remotes: { programs: { dir: programsDir } }, logger });
    const { table } = await source.current();
    expect(pathsOf(table, 'programs')).toEqual(pathsOf(compiledRouteTable(), 'programs'));
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('picks up a redeploy, and keeps the last good routes (logged once) when the manifest breaks or goes', async () => {
    const logger = silentLogger();
    const manifestPath = join(programsDir, 'mf-manifest.json');
    await writeFile(manifestPath, manifest(routeTableOf('programs', '')));
    const source = createRouteTableSource({ remotes: { programs: { dir: programsDir } }, logger });
    const before = await source.current();
    expect(pathsOf(before.table, 'programs')).not.toContain('/programs/open-call');

    await writeFile(manifestPath, manifest(withPage('programs', openCall)));
    const redeployed = await source.refresh();
    expect(pathsOf(redeployed.table, 'programs')).toContain('/programs/open-call');
    expect(redeployed.version).toBeGreaterThan(before.version);

    await writeFile(manifestPath, '{ "metaData": { "routes": { "routes": "half written');
    expect(pathsOf((await source.refresh()).table, 'programs')).toContain('/programs/open-call');
    await source.refresh();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/programs remote's manifest is unreadable/);

    await writeFile(
      manifestPath,
      manifest({ routes: [{ ...openCall, owner: 'marketing', path: '/about' }], redirects: [] }),
    );
    expect(pathsOf((await source.refresh()).table, 'programs')).toContain('/programs/open-call');
    expect(logger.warn.mock.calls[1]?.[0]).toMatch(/no usable metaData.routes \(.*owner: must be "programs"/);

    await rm(manifestPath);
    const gone = await source.refresh();
    expect(pathsOf(gone.table, 'programs')).toContain('/programs/open-call');
    expect(logger.warn.mock.calls[2]?.[0]).toMatch(/programs remote's manifest is missing/);
    expect(gone.version).toBe(redeployed.version);
  });

  it('reads a remote hosted elsewhere from its URL, brand files on its origin', async () => {
    const url = 'https://cdn.example.org/programs/mf-manifest.json';
    const fetchManifest = jest.fn(async () => JSON.parse(manifest(withPage('programs', openCall))));
    const source = createRouteTableSource({
      remotes: { programs: { url } },
      logger: silentLogger(),
      fetchManifest,
    });
    const route = (await source.current()).table.routes.find((entry) => entry.path === '/programs/open-call');
    expect(fetchManifest).toHaveBeenCalledWith(url);
    expect(route?.favicon).toBe('https://cdn.example.org/programs/favicons/default.svg');
  });

  it('logs a refused claim as an error, once', async () => {
    const logger = silentLogger();
    await writeFile(
      join(programsDir, 'mf-manifest.json'),
      manifest(withPage('programs', addedPage('programs', '/about', 'Not About'))),
    );
    const source = createRouteTableSource({ remotes: { programs: { dir: programsDir } }, logger });
    await source.current();
    await source.refresh();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toBe(
      "Route /about is claimed by both marketing and programs: marketing keeps it, programs's claim is refused",
    );
  });
});

describe('pages of a remote the gateway was not built with', () => {
  const bed = useGatewayTestBed();
  const stories = addedPage('marketing', '/stories', 'Stories');

  beforeAll(async () => {
    const table = withPage('marketing', stories);
    table.redirects.push({ from: '/tales', to: '/stories', owner: 'marketing' });
    await writeFile(join(bed.site.marketingDir, 'mf-manifest.json'), manifest(table));
  });

  it('are served with 200, their title and description, and the merged table for the shell', async () => {
    const res = await request(bed.gateway()).get('/stories').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Stories - GBC</title>');
    expect(res.text).toContain(stories.description);
    const inlined = res.text.match(/<script type="application\/json" id="gbc-routes">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(inlined ?? 'null').routes).toContainEqual({
      ...stories,
      favicon: '/remotes/marketing/favicons/default.svg',
      logo: '/remotes/marketing/logos/master.svg',
    });
  });

  it('are listed in sitemap.xml and refuse other methods like every page', async () => {
    const app = bed.gateway();
    expect((await request(app).get('/sitemap.xml')).text).toContain(
      '<loc>https://gbc.example.org/stories</loc>',
    );
    expect((await request(app).post('/stories')).status).toBe(405);
  });

  it('redirect a moved address with 301, query kept', async () => {
    const res = await request(bed.gateway()).get('/tales?tag=ethics').set('Accept', 'text/html');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/stories?tag=ethics');
  });
});
