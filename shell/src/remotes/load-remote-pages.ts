import { federationName, pagesExposeKey, type RemoteName } from '@gbc/site-map';
import type { RemotePages, RoutePrefetchers } from '@gbc/web-kit';
import { getInstance } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error.js';
import { fetchRemotesManifest, remoteEntryFor } from './remotes-manifest.js';
import { withTimeout } from './with-timeout.js';

/** How long a remote may take to arrive before the visitor sees the fallback with its Retry button. */
export const remoteLoadTimeoutMs = 8000;

/** Remotes registered with the federation runtime, with the entry they were registered at. */
const registered = new Map<RemoteName, string>();

function registerRemote(remote: RemoteName, entry: string, force: boolean): void {
  if (!force && registered.get(remote) === entry) return;
  const federation = getInstance();
  if (!federation) throw new RemoteLoadError(remote, 'the federation runtime is not initialised');
  // `force` drops what the runtime cached for the remote, including a failed entry, so a retry really refetches.
  federation.registerRemotes([{ name: federationName(remote), entry }], { force: true });
  registered.set(remote, entry);
}

/** A remote's `./pages` module: its pages and, for server rendering, what each page's data is. */
export interface RemotePagesModule {
  pages: RemotePages;
  prefetch: RoutePrefetchers;
}

function isRecord(value: unknown): value is Record<string, never> {
  return typeof value === 'object' && value !== null;
}

async function fetchPages(remote: RemoteName, attempt: number): Promise<RemotePagesModule> {
  const retrying = attempt > 0;
  const manifest = await fetchRemotesManifest(retrying);
  const entry = remoteEntryFor(manifest, remote);
  if (!entry) throw new RemoteLoadError(remote, 'not listed in the remotes manifest');
  registerRemote(remote, entry, retrying);
  const federation = getInstance();
  const loaded = await federation?.loadRemote<{ default?: unknown; prefetch?: unknown }>(
    `${federationName(remote)}/${pagesExposeKey.slice(2)}`,
  );
  if (!loaded || !isRecord(loaded.default)) {
    throw new RemoteLoadError(remote, `${pagesExposeKey} has no default export of pages`);
  }
  return { pages: loaded.default, prefetch: isRecord(loaded.prefetch) ? loaded.prefetch : {} };
}

/**
 * The pages module a remote exposes. `attempt` starts at 0; each Retry passes a higher one, which
 * refetches `/remotes.json` and re-registers the remote. Every failure is a `RemoteLoadError`.
 */
export async function loadRemotePagesModule(
  remote: RemoteName,
  attempt: number,
  timeoutMs = remoteLoadTimeoutMs,
): Promise<RemotePagesModule> {
  try {
    return await withTimeout(
      fetchPages(remote, attempt),
      timeoutMs,
      () => new RemoteLoadError(remote, `no answer within ${timeoutMs} ms`),
    );
  } catch (error) {
    throw error instanceof RemoteLoadError
      ? error
      : new RemoteLoadError(remote, 'failed to load', { cause: error });
  }
}

/** The pages map a remote exposes; see `loadRemotePagesModule`. */
export async function loadRemotePages(
  remote: RemoteName,
  attempt: number,
  timeoutMs = remoteLoadTimeoutMs,
): Promise<RemotePages> {
  return (await loadRemotePagesModule(remote, attempt, timeoutMs)).pages;
}
