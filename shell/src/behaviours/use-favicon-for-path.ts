import { faviconHref, favicons, matchRoute } from '@gbc/site-map';
import { useRouteTable } from '@gbc/web-kit';
import { useLayoutEffect } from 'react';

/**
 * Points the tab icon at the favicon the route table gives the path (product and RATPAK vertical icons,
 * served by the remote that owns the page), else the default head.
 */
export function useFaviconForPath(pathname: string): void {
  const { routes } = useRouteTable();
  useLayoutEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      link.type = 'image/svg+xml';
      document.head.append(link);
    }
    link.setAttribute('href', matchRoute(pathname, routes)?.route.favicon ?? faviconHref(favicons.default));
  }, [pathname, routes]);
}
