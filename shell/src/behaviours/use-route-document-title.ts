import { documentTitleForPath } from '@gbc/site-map';
import { useLayoutEffect } from 'react';
import { useRouteTable } from '../routes/route-table.js';

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
