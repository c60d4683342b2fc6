import { documentTitleForPath } from '@gbc/site-map';
import { useLayoutEffect } from 'react';

/**
 * Sets the route's title from the site map. A layout effect runs before every page's own effects,
 * so a page that sets a more specific title (a vignette) always has the last word.
 */
export function useRouteDocumentTitle(pathname: string): void {
  useLayoutEffect(() => {
    document.title = documentTitleForPath(pathname);
  }, [pathname]);
}
