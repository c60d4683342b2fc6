import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  compiledRouteTable,
  type RemoteName,
  type RouteTable,
  remoteNames,
  routeTableManifestKey,
} from '@gbc/site-map';
import type { GatewayLogger } from '../logger.js';
import { type RemoteLocations, remoteAssetsPath } from '../remotes-manifest.js';
import { jsonForScript } from '../rendering/page-renderer.js';
import { mergeRouteTables } from './merge-route-tables.js';
import { manifestRouteTableSchema } from './published-route-table-schema.js';

/** Manifests are read again at most this often, as the server builds are: a redeploy shows within a second. */
export const routeTableCheckIntervalMs = 1_000;
/** A remote hosted elsewhere that takes longer keeps its last good routes for this check. */
const manifestFetchTimeoutMs = 2_000;

/** The merged table as pages carry it, and a version that changes whenever the table does. */
export interface CurrentRouteTable {
  table: RouteTable;
  /** The table as JSON for a `<script type="application/json">`. */
  json: string;
  version: number;
}

export interface RouteTableSource {
  /** The current table; checks the manifests in the background when the last check is over a second old. */
  current(): Promise<CurrentRouteTable>;
  /** Reads every remote's manifest now and merges them. */
  refresh(): Promise<CurrentRouteTable>;
}

interface RouteTableSourceOptions {
  remotes: RemoteLocations;
  logger: GatewayLogger;
  /** Default: `fetch` with a 2 s timeout; only for remotes hosted at a URL. */
  fetchManifest?: (url: string) => Promise<unknown>;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(manifestFetchTimeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Brand-file URLs relative to the manifest, made absolute (another origin) or root-relative (served here). */
function resolveBrandFiles(table: RouteTable, manifestUrl: string): RouteTable {
  const local = manifestUrl.startsWith('/');
  const base = local ? new URL(manifestUrl, 'http://gateway.invalid') : new URL(manifestUrl);
  const resolve = (file: string) => {
    const url = new URL(file, base);
    return local ? url.pathname : url.href;
  };
  return {
    routes: table.routes.map((route) => ({
      ...route,
      favicon: resolve(route.favicon),
      logo: resolve(route.logo),
    })),
    redirects: table.redirects,
  };
}

/**
 * The merged route table of the site, from the routes each remote's build wrote into its
 * `mf-manifest.json` (the build folder served here, or the URL it is hosted at). Read at start and
 * again at most once a second, as the server builds are, so a remote redeployed with a new page is
 * served with no shell or gateway rebuild. No remote code runs: only the manifest is read. A missing or
 * broken manifest keeps the remote's last good routes (logged once per change), a path claimed twice
 * stays with its first owner (logged as an error).
 */
export function createRouteTableSource({
  remotes,
  logger,
  fetchManifest = fetchJson,
}: RouteTableSourceOptions): RouteTableSource {
  const compiled = compiledRouteTable();
  const lastGood: Partial<Record<RemoteName, RouteTable>> = {};
  const reported = new Map<string, string>();
  let served: CurrentRouteTable | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<CurrentRouteTable> | null = null;

  function reportOnce(key: string, problem: string | null, log: (message: string) => void): void {
    if (problem === null) {
      reported.delete(key);
      return;
    }
    if (reported.get(key) !== problem) log(problem);
    reported.set(key, problem);
  }

  /** The remote's published table; null (and reported) when its manifest is missing or unusable. */
  async function readPublished(remote: RemoteName): Promise<RouteTable | null> {
    const location = remotes[remote];
    let manifestUrl: string;
    let body: unknown;
    try {
      if (location?.url) {
        manifestUrl = location.url;
        body = await fetchManifest(location.url);
      } else if (location?.dir) {
        manifestUrl = `${remoteAssetsPath(remote)}/mf-manifest.json`;
        body = JSON.parse(await readFile(join(location.dir, 'mf-manifest.json'), 'utf8'));
      } else {
        return null;
      }
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      // A remote never built here is not news; one that had routes and lost its manifest is.
      if (missing && !lastGood[remote]) return null;
      reportOnce(remote, missing ? 'missing' : String(error), () =>
        logger.warn(
          `The ${remote} remote's manifest is ${missing ? 'missing' : 'unreadable'}; its last good routes stay`,
          missing ? undefined : error,
        ),
      );
      return null;
    }
    const parsed = manifestRouteTableSchema(remote).safeParse(body);
    if (!parsed.success) {
      const problem = parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      reportOnce(remote, problem, () =>
        logger.warn(
          `The ${remote} remote's manifest has no usable metaData.${routeTableManifestKey} (${problem}); its last good routes stay`,
        ),
      );
      return null;
    }
    reportOnce(remote, null, () => {});
    return resolveBrandFiles(parsed.data.metaData[routeTableManifestKey] as RouteTable, manifestUrl);
  }

  async function check(): Promise<CurrentRouteTable> {
    const published: Partial<Record<RemoteName, RouteTable>> = {};
    await Promise.all(
      remoteNames.map(async (remote) => {
        const table = await readPublished(remote);
        if (table) published[remote] = lastGood[remote] = table;
      }),
    );
    const { table, conflicts } = mergeRouteTables({ compiled, published, lastGood, previous: served?.table });
    for (const { path, keptBy, refused } of conflicts) {
      reportOnce(`conflict ${path} ${refused}`, keptBy, () =>
        logger.error(
          `Route ${path} is claimed by both ${keptBy} and ${refused}: ${keptBy} keeps it, ${refused}'s claim is refused`,
        ),
      );
    }
    const json = jsonForScript(table);
    if (served?.json !== json) served = { table, json, version: (served?.version ?? 0) + 1 };
    return served;
  }

  function refresh(): Promise<CurrentRouteTable> {
    checkedAt = Date.now();
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    refresh,
    async current() {
      if (!served) return refresh();
      // Pages go on with the current table while the manifests are read again.
      if (Date.now() - checkedAt >= routeTableCheckIntervalMs) {
        refresh().catch((error: unknown) => logger.error('Reading the remotes’ route tables failed', error));
      }
      return served;
    },
  };
}
