import { hydratedAttribute } from '@gbc/site-map';
import { useHydrated } from '@gbc/web-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from '../layout/layout-metrics.js';

/** The path whose page last took focus; null until the first page is shown. */
let shownPath: string | null = null;

/** After a route change, the new page's heading takes focus (the main landmark when it has none). */
function focusNewPage(): void {
  const main = document.getElementById(mainContentId);
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

  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(hydratedAttribute, 'true');
  }, [hydrated]);

  useEffect(() => {
    const firstPage = shownPath === null;
    if (shownPath === pathname) return;
    shownPath = pathname;
    if (!firstPage && !hash) focusNewPage();
  }, [pathname, hash]);

  return null;
}
