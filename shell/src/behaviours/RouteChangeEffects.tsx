import { useLocation } from 'react-router-dom';
import { useFaviconForPath } from './use-favicon-for-path.js';
import { useRouteDocumentTitle } from './use-route-document-title.js';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top-on-route-change.js';

/** What happens on every route change besides rendering the page: title, tab icon, scroll position. */
export function RouteChangeEffects() {
  const { pathname, hash } = useLocation();
  useRouteDocumentTitle(pathname);
  useFaviconForPath(pathname);
  useScrollToTopOnRouteChange(pathname, hash);
  return null;
}
