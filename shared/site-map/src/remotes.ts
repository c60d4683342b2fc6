import { type RemoteName, routes } from './routes.js';

/** Every remote (`mfe-<name>`), in route-table order: the owners of the site map's routes, but the shell. */
export const remoteNames: readonly RemoteName[] = /*#__PURE__*/ (() => [
  ...new Set(routes.flatMap((route) => (route.owner === 'shell' ? [] : [route.owner]))),
])();

/** Module Federation name of a remote (`mfe_marketing`, ...). */
export function federationName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** Every remote exposes `./pages`: a default export mapping site-map path patterns to components. */
export const pagesExposeKey = './pages';

/** The browser entry of every remote's build, beside its `mf-manifest.json` (build-kit's remote config). */
export const remoteEntryFileName = 'remoteEntry.js';

/**
 * The browser entry of the remote whose manifest is at `manifestUrl`: browsers load it directly, one
 * request sooner than through the manifest, and the shell's federation runtime leaves out the manifest
 * code. The manifest stays what deployments publish (the gateway reads routes and server builds there).
 */
export function remoteEntryUrl(manifestUrl: string): string {
  const folderEnd = manifestUrl.lastIndexOf('/') + 1;
  return `${manifestUrl.slice(0, folderEnd)}${remoteEntryFileName}`;
}

/** Shape of `/remotes.json`: remote name to the absolute or root-relative URL of its mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
