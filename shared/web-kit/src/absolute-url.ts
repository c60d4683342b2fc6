import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `path` as an absolute URL on the page's origin, e.g. for share links. The server and the hydrating
 * render see the path as is (the origin is the browser's to know); the browser fills it in right after.
 */
export function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => '',
  );
  return origin ? new URL(path, origin).href : path;
}
