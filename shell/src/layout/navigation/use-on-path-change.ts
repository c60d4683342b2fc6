import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `onChange` after each navigation to another path (not on the first render). */
export function useOnPathChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    onChange();
  }, [pathname, onChange]);
}
