import { hydratedAttribute } from '@gbc/site-map';
import { useHydrated } from '@gbc/web-kit';
import { createContext, type RefObject, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from '../layout/layout-metrics.js';

/**
 * The path of the page last shown by this site instance (null before the first), which tells a route
 * change from the first page. SiteLayout holds it; without it nothing takes focus.
 */
export const ShownPathContext = createContext<RefObject<string | null> | null>(null);

/**
 * After a route change, the new page's heading takes focus (the main landmark when it has none), unless
 * the page already moved focus into its content itself (an outcome message such as "Address confirmed").
 */
function focusNewPage(): void {
  const main = document.getElementById(mainContentId);
  if (main && main !== document.activeElement && main.contains(document.activeElement)) return;
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Rendered after a page's content in the same Suspense boundary, so its effects run once that content
 * is on screen and hydrated: it marks `<html>` as hydrated (what tests and tools wait for) and, after
 * a route change, moves focus to the new page instead of leaving it on `<body>` or a hidden menu link.
 * Links to an anchor keep the browser's own behaviour.
 */
export function PageReady() {
  const { pathname, hash } = useLocation();
  const hydrated = useHydrated();
  const shownPath = useContext(ShownPathContext);

  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(hydratedAttribute, 'true');
  }, [hydrated]);

  useEffect(() => {
    if (!shownPath || shownPath.current === pathname) return;
    const firstPage = shownPath.current === null;
    shownPath.current = pathname;
    if (!firstPage && !hash) focusNewPage();
  }, [shownPath, pathname, hash]);

  return null;
}
