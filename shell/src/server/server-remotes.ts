import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type RemoteName, type RemotesManifest, remoteNames, type ServerRemotes } from '@gbc/site-map';
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetRemotePages } from '../remotes/remote-page-component.js';
import { provideRemotesManifest } from '../remotes/remotes-manifest.js';

/** Stamp of the server build each remote was last configured with. */
const stamps = new Map<RemoteName, string>();
/** The only files this process executes as remote entries: the ones the gateway configured. */
const allowedEntries = new Set<string>();

/**
 * Loads remote entries from the configured local server builds with Node's `require`, never over the
 * network: the gateway executes this code, so it runs only what its own configuration points at. The
 * stamp in the entry URL's query makes a redeployed remote a new registration; the require cache entry
 * is dropped so Node reads the new file.
 */
const localServerEntries: ModuleFederationRuntimePlugin = {
  name: 'gbc-local-server-entries',
  loadEntry({ remoteInfo }) {
    const url = new URL(remoteInfo.entry);
    const path = url.protocol === 'file:' ? fileURLToPath(url) : '';
    if (!allowedEntries.has(path)) {
      throw new Error(`Refusing to execute ${remoteInfo.entry}: not a configured server build`);
    }
    const load = createRequire(path);
    delete load.cache[path];
    return load(path);
  },
};

let pluginRegistered = false;

function entryUrl(entryPath: string, stamp: string): string {
  const url = pathToFileURL(entryPath);
  url.searchParams.set('build', stamp);
  return url.href;
}

/**
 * Makes the shell's remote loading use the remotes' server builds. A remote whose stamp changed is
 * forgotten, so its next render registers it again (`registerRemotes(..., { force: true })` in
 * `load-remote-pages`) and loads the new build.
 */
export function configureServerRemotes(remotes: ServerRemotes): void {
  if (!pluginRegistered) {
    const federation = getInstance();
    if (!federation) throw new Error('The federation runtime is not initialised');
    federation.registerPlugins([localServerEntries]);
    pluginRegistered = true;
  }
  const manifest: RemotesManifest = {};
  allowedEntries.clear();
  for (const name of remoteNames) {
    const remote = remotes[name];
    if (!remote) {
      if (stamps.delete(name)) forgetRemotePages(name);
      continue;
    }
    allowedEntries.add(remote.entryPath);
    manifest[name] = entryUrl(remote.entryPath, remote.stamp);
    if (stamps.get(name) !== remote.stamp) {
      if (stamps.has(name)) forgetRemotePages(name);
      stamps.set(name, remote.stamp);
    }
  }
  provideRemotesManifest(manifest);
}
