import { pageTitle } from './brand.js';
import { matchRoute } from './match.js';
import { notFoundPage } from './not-found.js';
import type { RouteEntry } from './routes.js';

/**
 * The document title of a path: the home page carries the council's name alone, every other known
 * page `pageTitle(route.title)`, and an unknown path the 404 title. The shell (on navigation) and the
 * gateway (in the served HTML) both use it, with the merged route table, so the two never disagree.
 */
export function documentTitleForPath(pathname: string, table: readonly RouteEntry[]): string {
  const match = matchRoute(pathname, table);
  if (!match) return pageTitle(notFoundPage.title);
  return match.route.path === '/' ? match.route.title : pageTitle(match.route.title);
}
