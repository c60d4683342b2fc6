import { type RemoteName, routes } from './routes.js';

/** Every remote (`mfe-<name>`), in route-table order: the owners of the site map's routes, but the shell. */
export const remoteNames: readonly RemoteName[] = [
  ...new Set(routes.flatMap((route) => (route.owner === 'shell' ? [] : [route.owner]))),
];

/** Module Federation name of a remote (`mfe_marketing`, ...). */
export function federationName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** Every remote exposes `./pages`: a default export mapping site-map path patterns to components. */
export const pagesExposeKey = './pages';

/** Shape of `/remotes.json`: remote name to the absolute or root-relative URL of its mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
