import { federationName, pagesExposeKey, type RemoteName } from '@gbc/site-map';
import type { RemotePages } from '@gbc/web-kit';
import { getInstance } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error.js';
import { fetchRemotesManifest, remoteManifestUrl } from './remotes-manifest.js';
import { withTimeout } from './with-timeout.js';

/** How long a remote may take to arrive before the visitor sees the fallback with its Retry button. */
export const remoteLoadTimeoutMs = 8000;

/** Remotes registered with the federation runtime, with the manifest URL they were registered at. */
const registered = new Map<RemoteName, string>();

function registerRemote(remote: RemoteName, entry: string, force: boolean): void {
  if (!force && registered.get(remote) === entry) return;
  const federation = getInstance();
  if (!federation) throw new RemoteLoadError(remote, 'the federation runtime is not initialised');
  // `force` drops what the runtime cached for the remote, including a failed entry, so a retry really refetches.
  federation.registerRemotes([{ name: federationName(remote), entry }], { force: true });
  registered.set(remote, entry);
}

function isRemotePages(value: unknown): value is RemotePages {
  return typeof value === 'object' && value !== null;
}

async function fetchPages(remote: RemoteName, attempt: number): Promise<RemotePages> {
  const retrying = attempt > 0;
  const manifest = await fetchRemotesManifest(retrying);
  const entry = remoteManifestUrl(manifest, remote);
  if (!entry) throw new RemoteLoadError(remote, 'not listed in the remotes manifest');
  registerRemote(remote, entry, retrying);
  const federation = getInstance();
  const loaded = await federation?.loadRemote<{ default?: unknown }>(
    `${federationName(remote)}/${pagesExposeKey.slice(2)}`,
  );
  if (!loaded || !isRemotePages(loaded.default)) {
    throw new RemoteLoadError(remote, `${pagesExposeKey} has no default export of pages`);
  }
  return loaded.default;
}

/**
 * The pages map a remote exposes. `attempt` starts at 0; each Retry passes a higher one, which
 * refetches `/remotes.json` and re-registers the remote. Every failure is a `RemoteLoadError`.
 */
export async function loadRemotePages(
  remote: RemoteName,
  attempt: number,
  timeoutMs = remoteLoadTimeoutMs,
): Promise<RemotePages> {
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
