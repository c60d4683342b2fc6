import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates, true from the render after: controls that only
 * work with JavaScript stay disabled until their handlers are attached, so no early click is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
