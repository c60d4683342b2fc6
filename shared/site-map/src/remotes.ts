import type { RemoteName } from './routes.js';

/** Module Federation names of the remotes (`mfe_marketing`, ...) and what each exposes. */
export const remoteNames: readonly RemoteName[] = [
  'marketing',
  'products',
  'ratpak',
  'programs',
  'survey',
  'admin',
];

export function federationName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** Every remote exposes `./pages`: a default export mapping site-map path patterns to components. */
export const pagesExposeKey = './pages';

/** Shape of `/remotes.json`: remote name to the absolute or root-relative URL of its mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
