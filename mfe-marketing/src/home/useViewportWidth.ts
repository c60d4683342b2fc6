import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;
// The server knows no window: it renders the narrowest layout, as the mobile-first CSS does, and the
// browser switches to its real width right after hydrating.
const serverWidth = () => 0;

/** The current window width in CSS pixels, re-rendering on resize; 0 on the server. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, serverWidth);
}
