import { faviconForPath, faviconHref } from '@gbc/site-map';
import { useLayoutEffect } from 'react';

/** Points the tab icon at the path's favicon (product and RATPAK vertical icons, else the default head). */
export function useFaviconForPath(pathname: string): void {
  useLayoutEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      link.type = 'image/svg+xml';
      document.head.append(link);
    }
    link.setAttribute('href', faviconHref(faviconForPath(pathname)));
  }, [pathname]);
}
