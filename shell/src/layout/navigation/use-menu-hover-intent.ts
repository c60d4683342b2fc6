import { menuDelays } from '@gbc/site-map';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface MenuHoverIntent {
  /** Label of the open menu, or null. */
  openMenu: string | null;
  /** Opens a menu at once (click, keyboard); only one menu is open at a time. */
  open(menu: string): void;
  /** Closes whatever is open, at once. */
  close(): void;
  toggle(menu: string): void;
  /** Pointer entered a menu: open it after the open delay, or at once while the skip window lasts. */
  pointerEnter(menu: string): void;
  /** Pointer left a menu: close it after the close delay unless the pointer comes back. */
  pointerLeave(): void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Hover timing of the desktop menus (spec: open 200 ms, skip 300 ms, close 150 ms). The delays keep
 * a pointer crossing the bar from opening menus; the skip window lets someone who has just had a
 * menu open move to the next one without waiting again.
 */
export function useMenuHoverIntent(delays = menuDelays): MenuHoverIntent {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const openMenuRef = useRef<string | null>(null);
  const openTimer = useRef<Timer | undefined>(undefined);
  const closeTimer = useRef<Timer | undefined>(undefined);
  const skipTimer = useRef<Timer | undefined>(undefined);
  const skipDelay = useRef(false);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);

  const show = useCallback(
    (menu: string) => {
      clearTimers();
      clearTimeout(skipTimer.current);
      skipDelay.current = true;
      openMenuRef.current = menu;
      setOpenMenu(menu);
    },
    [clearTimers],
  );

  const hide = useCallback(() => {
    clearTimers();
    if (openMenuRef.current === null) return;
    openMenuRef.current = null;
    setOpenMenu(null);
    clearTimeout(skipTimer.current);
    skipTimer.current = setTimeout(() => {
      skipDelay.current = false;
    }, delays.skip);
  }, [clearTimers, delays.skip]);

  const pointerEnter = useCallback(
    (menu: string) => {
      clearTimeout(closeTimer.current);
      if (openMenuRef.current === menu) return;
      if (openMenuRef.current !== null || skipDelay.current) {
        show(menu);
        return;
      }
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(() => show(menu), delays.open);
    },
    [show, delays.open],
  );

  const pointerLeave = useCallback(() => {
    clearTimeout(openTimer.current);
    if (openMenuRef.current === null) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(hide, delays.close);
  }, [hide, delays.close]);

  const toggle = useCallback(
    (menu: string) => (openMenuRef.current === menu ? hide() : show(menu)),
    [hide, show],
  );

  useEffect(
    () => () => {
      clearTimers();
      clearTimeout(skipTimer.current);
    },
    [clearTimers],
  );

  return useMemo(
    () => ({ openMenu, open: show, close: hide, toggle, pointerEnter, pointerLeave }),
    [openMenu, show, hide, toggle, pointerEnter, pointerLeave],
  );
}
