import { publicOrigin } from './public-origin.js';

/**
 * `path` as an absolute URL on the site's public origin, e.g. for share links. Server and hydrating
 * render agree (both take the origin from `publicOrigin()`); with no origin known the path stays relative.
 */
export function useAbsoluteUrl(path: string): string {
  const origin = publicOrigin();
  return origin ? new URL(path, origin).href : path;
}
