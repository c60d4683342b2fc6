import { documentTitleForPath } from '@gbc/site-map';
import { useRouteTable } from '@gbc/web-kit';
import { useLayoutEffect } from 'react';

/**
 * Sets the route's title from the route table. A layout effect runs before every page's own effects,
 * so a page that sets a more specific title (a vignette) always has the last word.
 */
export function useRouteDocumentTitle(pathname: string): void {
  const { routes } = useRouteTable();
  useLayoutEffect(() => {
    document.title = documentTitleForPath(pathname, routes);
  }, [pathname, routes]);
}
