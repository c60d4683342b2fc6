import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;
/**
 * The server knows no window: it renders the narrowest layout, which hydration reproduces before the
 * browser's real width takes over (mobile first, like the styles).
 */
const serverWidth = () => 0;

/** The current window width in CSS pixels, re-rendering on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, serverWidth);
}
