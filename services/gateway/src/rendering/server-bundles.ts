import { access, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import {
  compiledRouteTable,
  type RemoteName,
  remoteNames,
  routes,
  type ServerRemote,
  type ServerRemotes,
  type ShellServerBundle,
} from '@gbc/site-map';
import type { GatewayLogger } from '../logger.js';
import type { RemoteLocation, RemoteLocations } from '../remotes-manifest.js';
import type { RemoteServerBuildFetcher } from './remote-server-builds.js';

/** Builds are looked for again at most this often, so a redeployed remote is picked up within a second. */
export const bundleCheckIntervalMs = 1_000;
/** A warm-up render may take this long (the very first render of a bundle is the slow one). */
const warmUpTimeoutMs = 15_000;

/** The shell's server renderer and the version (shell + remote build stamps) it renders with now. */
export interface RenderTarget {
  bundle: ShellServerBundle;
  version: string;
}

export interface ServerBundles {
  /** The current renderer, checking the builds first when the last check is older than a second. */
  current(): Promise<RenderTarget | null>;
}

interface ServerBundlesOptions {
  shellDir: string;
  remotes: RemoteLocations;
  /** Turns `/api/<service>/...` into the service's URL for the renderer's data calls. */
  apiUrl: (path: string) => string;
  publicOrigin: string;
  logger: GatewayLogger;
  /** Fetches the verified server build of a remote given by URL; without it such remotes render in the browser. */
  fetchServerRemote?: RemoteServerBuildFetcher;
}

function isShellServerBundle(value: unknown): value is ShellServerBundle {
  const candidate = value as Partial<ShellServerBundle> | null;
  return typeof candidate?.render === 'function' && typeof candidate.configure === 'function';
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

interface SsrManifestMeta {
  ssrRemoteEntry?: { path?: unknown; name?: unknown };
  ssrBuildStamp?: unknown;
}

/**
 * A remote's server build, found through `metaData.ssrRemoteEntry` of the mf-manifest.json in a local
 * build folder. Only local folders are loaded: the gateway executes this code (a remote served from a
 * URL gets there through its `serverDir` or a verified fetch). A folder whose manifest names no server
 * entry inside it gives null: that remote's pages are served with the shell's unavailable panel.
 */
export async function findServerRemote(dir: string): Promise<ServerRemote | null> {
  let meta: SsrManifestMeta;
  try {
    meta =
      (JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as { metaData?: SsrManifestMeta })
        .metaData ?? {};
  } catch {
    return null;
  }
  const entry = meta.ssrRemoteEntry;
  if (typeof entry?.name !== 'string' || typeof meta.ssrBuildStamp !== 'string') return null;
  const root = resolve(dir);
  const entryPath = resolve(root, typeof entry.path === 'string' ? entry.path : '', entry.name);
  if (!entryPath.startsWith(root + sep) || !(await exists(entryPath))) return null;
  return { entryPath, stamp: meta.ssrBuildStamp };
}

/** A path of each remote without parameters, rendered once to warm a newly loaded build. */
function warmUpPath(remote: RemoteName): string | undefined {
  return routes.find((route) => route.owner === remote && !route.path.includes(':'))?.path;
}

function versionOf(remotes: ServerRemotes): string {
  return remoteNames.map((name) => `${name}:${remotes[name]?.stamp ?? '-'}`).join(',');
}

/** The shell's server build: `<shellDir>/server/main.cjs`. */
export function shellServerEntry(shellDir: string): string {
  return join(shellDir, 'server', 'main.cjs');
}

/**
 * Loads the shell's server build (`<shellDir>/server/main.cjs`) once and keeps it pointed at the
 * remotes' current server builds: at most once a second it re-reads their manifests, and when a stamp
 * changed it reconfigures the shell and renders one page of each changed remote before any visitor's
 * render uses it. A changed shell server build needs a restart: one process holds one federation host.
 */
export function createServerBundles({
  shellDir,
  remotes,
  apiUrl,
  publicOrigin,
  logger,
  fetchServerRemote,
}: ServerBundlesOptions): ServerBundles {
  const shellEntry = shellServerEntry(shellDir);
  let bundle: ShellServerBundle | null = null;
  let shellMtime = 0;
  let target: RenderTarget | null = null;
  let configured: ServerRemotes = {};
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  let reconfiguring = false;
  let reportedMissing = false;
  const reportedFetchFailures = new Map<RemoteName, string>();

  /**
   * A remote on another origin with neither a folder beside its URL nor allowed origins to fetch from
   * has no server build by design: its pages render in the browser, not as the unavailable panel.
   */
  function isBrowserOnly(location: RemoteLocation | undefined): boolean {
    return Boolean(location?.url && !location.serverDir && !fetchServerRemote);
  }

  /**
   * A remote's server build: its local folder; for a remote on another origin, the folder beside its
   * URL (`serverDir`), else the build fetched and verified from an allowed origin. A failed fetch is
   * logged once per reason, and that remote's pages are served with the shell's unavailable panel, which
   * the browser replaces with the page if its own build loads (never an older server build, whose HTML
   * would not match the browser's code).
   */
  async function serverRemoteOf(name: RemoteName, location: RemoteLocation | undefined) {
    if (!location) return null;
    if (!location.url) return location.dir ? findServerRemote(location.dir) : null;
    if (location.serverDir) return findServerRemote(location.serverDir);
    if (!fetchServerRemote) return null;
    try {
      const remote = await fetchServerRemote(location.url);
      reportedFetchFailures.delete(name);
      return remote;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (reportedFetchFailures.get(name) !== reason) {
        logger.warn(
          `The server build of ${name} was not taken (${reason}); its pages are served with the unavailable panel`,
        );
        reportedFetchFailures.set(name, reason);
      }
      return null;
    }
  }

  async function loadShell(): Promise<ShellServerBundle | null> {
    if (bundle) {
      const mtime = await stat(shellEntry).then(
        (file) => file.mtimeMs,
        () => shellMtime,
      );
      if (mtime !== shellMtime) {
        shellMtime = mtime;
        logger.warn('The shell server build changed; restart the gateway to render with it');
      }
      return bundle;
    }
    if (!(await exists(shellEntry))) {
      if (!reportedMissing)
        logger.warn(`No shell server build at ${shellEntry}; pages render in the browser`);
      reportedMissing = true;
      return null;
    }
    try {
      const loaded: unknown = createRequire(import.meta.url)(shellEntry);
      if (!isShellServerBundle(loaded)) throw new Error('it exports no configure() and render()');
      shellMtime = (await stat(shellEntry)).mtimeMs;
      bundle = loaded;
      return bundle;
    } catch (error) {
      logger.error(
        `The shell server build ${shellEntry} could not be loaded; pages render in the browser`,
        error,
      );
      return null;
    }
  }

  async function warmUp(shell: ShellServerBundle, changed: readonly RemoteName[]): Promise<void> {
    const paths = changed.map(warmUpPath).filter((path): path is string => path !== undefined);
    const routeTable = compiledRouteTable();
    for (const path of paths) {
      try {
        await shell.render({
          url: path,
          nonce: 'warm-up',
          signal: AbortSignal.timeout(warmUpTimeoutMs),
          routeTable,
        });
      } catch (error) {
        logger.warn(`Warm-up render of ${path} failed`, error);
      }
    }
  }

  async function check(): Promise<void> {
    const shell = await loadShell();
    if (!shell) {
      target = null;
      return;
    }
    const found: ServerRemotes = {};
    await Promise.all(
      remoteNames.map(async (name) => {
        const remote = await serverRemoteOf(name, remotes[name]);
        if (remote) found[name] = remote;
      }),
    );
    const version = versionOf(found);
    if (target?.bundle === shell && target.version === version) return;
    const changed = remoteNames.filter(
      (name) => found[name] && found[name]?.stamp !== configured[name]?.stamp,
    );
    const browserOnlyRemotes = remoteNames.filter((name) => isBrowserOnly(remotes[name]));
    reconfiguring = true;
    try {
      await shell.configure({ remotes: found, browserOnlyRemotes, apiUrl, publicOrigin });
      configured = found;
      await warmUp(shell, target ? changed : remoteNames.filter((name) => found[name]));
      target = { bundle: shell, version };
    } finally {
      reconfiguring = false;
    }
  }

  return {
    async current() {
      if (!checking && Date.now() - checkedAt >= bundleCheckIntervalMs) {
        checkedAt = Date.now();
        checking = check()
          .catch((error: unknown) => logger.error('Checking the server builds failed', error))
          .finally(() => {
            checking = null;
          });
      }
      // Renders wait for a check that loads or reconfigures the builds, so none runs on a remote still
      // warming up; the other checks (fetching the remotes' manifests every second) hold nobody up.
      if (checking && (target === null || reconfiguring)) await checking;
      return target;
    },
  };
}
