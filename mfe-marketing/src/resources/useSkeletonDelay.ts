import { useHydrated } from '@gbc/ui';
import { useEffect, useState } from 'react';

/** Spec 1: the resources list shows placeholders for 500 ms after each navigation or filter change. */
export const resourcesLoadingDelayMs = 500;

/**
 * True for `resourcesLoadingDelayMs` after the page is opened by a client navigation and after each
 * change of `key` (the filter); never over the server-rendered first paint, which is already on screen.
 */
export function useSkeletonDelay(key: string): boolean {
  // False while hydrating the server's HTML, true when the page mounts after that (a client navigation).
  const mountedAfterHydration = useHydrated();
  const [loading, setLoading] = useState(mountedAfterHydration);
  // Counts the delays started, so a change during one starts it again.
  const [delays, setDelays] = useState(mountedAfterHydration ? 1 : 0);
  const [shownKey, setShownKey] = useState(key);
  // Adjusted during render, so the new filter's list never paints before its placeholders.
  if (shownKey !== key) {
    setShownKey(key);
    setLoading(true);
    setDelays((count) => count + 1);
  }
  useEffect(() => {
    if (delays === 0) return;
    const timer = setTimeout(() => setLoading(false), resourcesLoadingDelayMs);
    return () => clearTimeout(timer);
  }, [delays]);
  return loading;
}
