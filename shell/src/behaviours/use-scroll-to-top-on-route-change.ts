import { usePrefersReducedMotion } from '@gbc/web-kit';
import { useEffect, useRef } from 'react';

/**
 * Scrolls smoothly to the top when the path changes (instantly under reduced motion). The first
 * render is left alone so the browser can restore the position on reload, and so are links to an
 * anchor, which the browser scrolls to itself.
 */
export function useScrollToTopOnRouteChange(pathname: string, hash: string): void {
  const reducedMotion = usePrefersReducedMotion();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [pathname, hash, reducedMotion]);
}
