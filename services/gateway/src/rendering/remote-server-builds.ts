import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { ServerRemote } from '@gbc/site-map';
import { findServerRemote } from './server-bundles.js';

/** A manifest or a server file that does not arrive within this long is a failed fetch. */
const fetchTimeoutMs = 10_000;

/**
 * Where a remote on another origin (a CDN) may hand the gateway its server build: the gateway executes
 * that code, so it is fetched only from `allowedOrigins`, and each file only when its SHA-256 is the
 * one the remote's `mf-manifest.json` publishes (`metaData.ssrFiles`, written by build-kit).
 */
export interface RemoteServerBuildOptions {
  /** Origins (`https://cdn.example.org`) whose server builds may be fetched (`REMOTE_SERVER_ORIGINS`). */
  allowedOrigins: readonly string[];
  /** Where verified builds are kept, one folder per build stamp (`SERVER_BUILD_CACHE_DIR`). */
  cacheDir: string;
  /**
   * A file (the shell's server entry) whose packages the fetched builds use: they `require` their
   * externals at run time, which a cache folder outside the app would not find. The `node_modules`
   * holding them is linked into `cacheDir`.
   */
  modulesOf?: string;
  /** Default: global fetch. */
  fetch?: typeof fetch;
}

/** Why a remote's server build was not taken; the gateway then renders that remote in the browser. */
export class ServerBuildRefusedError extends Error {
  override name = 'ServerBuildRefusedError';
}

interface PublishedServerBuild {
  entry: { name: string; path: string };
  stamp: string;
  files: Record<string, string>;
}

/** Relative file names only: segments of letters, digits, `.`, `_` and `-`, none of them `..`. */
const safeRelativePath = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;
const sha256Integrity = /^sha256-[A-Za-z0-9+/]{43}=$/;

function publishedServerBuild(manifest: unknown): PublishedServerBuild {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData ?? {};
  const entry = meta.ssrRemoteEntry as { name?: unknown; path?: unknown } | undefined;
  const files = meta.ssrFiles as Record<string, unknown> | undefined;
  const stamp = meta.ssrBuildStamp;
  if (typeof entry?.name !== 'string' || typeof stamp !== 'string' || !files || typeof files !== 'object') {
    throw new ServerBuildRefusedError('its manifest publishes no server build with file hashes');
  }
  const path = typeof entry.path === 'string' ? entry.path : '';
  for (const [file, integrity] of Object.entries(files)) {
    if (!safeRelativePath.test(file) || typeof integrity !== 'string' || !sha256Integrity.test(integrity)) {
      throw new ServerBuildRefusedError(`its manifest lists an unusable server file '${file}'`);
    }
  }
  if (!(entry.name in files))
    throw new ServerBuildRefusedError('its manifest does not hash the server entry');
  if (path && !safeRelativePath.test(path))
    throw new ServerBuildRefusedError('its server path is not relative');
  return { entry: { name: entry.name, path }, stamp, files: files as Record<string, string> };
}

/** What build-kit's server config leaves out of server builds, for Node to load at run time. */
const serverBuildExternals = ['jsdom'];

/** Links the `node_modules` that `file` finds the externals in into `cacheDir`, once. */
async function linkExternals(cacheDir: string, file: string): Promise<void> {
  const resolve = createRequire(file).resolve;
  for (const name of serverBuildExternals) {
    let modules: string;
    try {
      const entry = resolve(name);
      modules = entry.slice(0, entry.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
    } catch {
      // Not installed beside the shell either: the render that needs it fails and says so.
      continue;
    }
    await symlink(modules, join(cacheDir, 'node_modules'), 'dir').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

function integrityOf(content: Buffer): string {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

/** A folder name for a stamp: the stamp itself when it is plain, else its hash. */
function stampFolder(stamp: string): string {
  return /^[\w-]{1,64}$/.test(stamp) ? stamp : createHash('sha256').update(stamp).digest('hex');
}

/**
 * Returns the function the server bundles call for a remote given by URL: its server build, fetched,
 * verified and kept in a local folder laid out like a build (`mf-manifest.json` and `server/`), so the
 * shell loads it as it loads a local one. A build already verified under its stamp is not fetched again.
 * Throws `ServerBuildRefusedError` for an origin not allowed, a redirect, or a file whose hash differs.
 */
export function createRemoteServerBuildFetcher(options: RemoteServerBuildOptions) {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const fetchFn = options.fetch ?? fetch;
  let linked: Promise<void> | undefined;

  async function download(url: URL): Promise<Response> {
    if (!allowed.has(url.origin)) {
      throw new ServerBuildRefusedError(`${url.origin} is not an allowed origin of server builds`);
    }
    // A redirect could lead off the allowed origin, so none is followed.
    const response = await fetchFn(url, { redirect: 'error', signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new ServerBuildRefusedError(`${url.href} answered ${response.status}`);
    return response;
  }

  return async function fetchServerRemote(manifestUrl: string): Promise<ServerRemote | null> {
    const base = new URL(manifestUrl);
    const manifestText = await (await download(base)).text();
    const build = publishedServerBuild(JSON.parse(manifestText));
    const folder = join(options.cacheDir, stampFolder(build.stamp));
    const kept = await findServerRemote(folder);
    if (kept?.stamp === build.stamp) return kept;

    await mkdir(options.cacheDir, { recursive: true });
    if (options.modulesOf) linked ??= linkExternals(options.cacheDir, options.modulesOf);
    await linked;
    const staging = await mkdtemp(join(options.cacheDir, '.fetching-'));
    try {
      for (const [file, integrity] of Object.entries(build.files)) {
        const relative = build.entry.path ? `${build.entry.path}/${file}` : file;
        const content = Buffer.from(await (await download(new URL(relative, base))).arrayBuffer());
        if (integrityOf(content) !== integrity) {
          throw new ServerBuildRefusedError(`${relative} does not match the hash its manifest publishes`);
        }
        const target = join(staging, relative);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, content);
      }
      await writeFile(join(staging, 'mf-manifest.json'), manifestText);
      // Complete folders only: a concurrent fetch of the same stamp may have put its copy first.
      await rename(staging, folder).catch(async () => rm(staging, { recursive: true, force: true }));
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    return findServerRemote(folder);
  };
}

export type RemoteServerBuildFetcher = ReturnType<typeof createRemoteServerBuildFetcher>;
