import { vignetteSlugSchema } from '@gbc/contracts/marketing';
import {
  documentTitleForPath,
  matchRoute,
  notFoundPage,
  pageTitle,
  type RouteEntry,
  type RouteMatch,
} from '@gbc/site-map';
import type { GatewayLogger } from './logger.js';
import type { VignetteMetaLookup } from './marketing-client.js';

const vignetteDetailPattern = '/vignettes/:slug';

/** What the server knows about a page before the shell renders it: HTTP status and head metadata. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** Root-relative, without trailing slash or query: the page's canonical path. */
  path: string;
  /** False for 404s and for routes the site map keeps out of search engines. */
  indexable: boolean;
}
export type PageMetaResolver = (pathname: string) => Promise<PageMeta>;

function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A malformed percent-escape in a path is a page that does not exist, not a server error. */
function matchRouteSafely(pathname: string): RouteMatch | null {
  try {
    return matchRoute(pathname);
  } catch {
    return null;
  }
}

function notFoundMeta(pathname: string): PageMeta {
  return {
    status: 404,
    title: pageTitle(notFoundPage.title),
    description: notFoundPage.description,
    ogType: 'website',
    path: canonicalPath(pathname),
    indexable: false,
  };
}

function routeMeta(route: RouteEntry, pathname: string): PageMeta {
  return {
    status: 200,
    title: documentTitleForPath(pathname),
    description: route.description,
    ogType: route.path === vignetteDetailPattern ? 'article' : 'website',
    path: canonicalPath(pathname),
    indexable: route.indexed,
  };
}

/**
 * Resolves a request path through the site map. Vignette pages take their title and description from the
 * vignette itself; an unknown slug is a 404, and a failing lookup falls back to the route's generic meta
 * (the page still works client-side, so a marketing outage must not turn it into an error).
 */
export function createPageMetaResolver(
  lookupVignette: VignetteMetaLookup,
  logger: GatewayLogger,
): PageMetaResolver {
  return async (pathname) => {
    const match = matchRouteSafely(pathname);
    if (!match) return notFoundMeta(pathname);
    const generic = routeMeta(match.route, pathname);
    if (match.route.path !== vignetteDetailPattern) return generic;

    const slug = vignetteSlugSchema.safeParse(match.params.slug);
    if (!slug.success) return notFoundMeta(pathname);
    try {
      const vignette = await lookupVignette(slug.data);
      if (!vignette) return notFoundMeta(pathname);
      return { ...generic, title: pageTitle(vignette.title), description: vignette.description };
    } catch (error) {
      logger.warn(`Vignette "${slug.data}" could not be looked up; serving generic meta`, error);
      return generic;
    }
  };
}
