import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;

/** The current window width in CSS pixels, re-rendering on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, readWidth);
}
