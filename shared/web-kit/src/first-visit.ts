import { useEffect, useState } from 'react';

function isUnseen(key: string): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(key) === null;
  } catch {
    // Storage disabled (privacy mode, blocked cookies): treat as seen rather than greet on every visit.
    return false;
  }
}

/**
 * True on this browser's first visit only (per `key`), false afterwards. The flag is written in an effect
 * rather than while rendering, so a double render in StrictMode still sees the first visit.
 */
export function useFirstVisitFlag(key: string): boolean {
  const [firstVisit] = useState(() => isUnseen(key));

  useEffect(() => {
    if (!firstVisit) return;
    try {
      window.localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Nothing to remember the visit in; the greeting simply shows again next time.
    }
  }, [firstVisit, key]);

  return firstVisit;
}
