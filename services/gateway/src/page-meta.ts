import {
  documentTitleForPath,
  matchRoute,
  notFoundPage,
  type PageAlternate,
  pageTitle,
  type RouteEntry,
  type RouteMatch,
} from '@gbc/site-map';
import type { GatewayLogger } from './logger.js';
import type { PageMetaLookup } from './service-meta-client.js';

/** What the server knows about a page before the shell renders it: HTTP status and head metadata. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** Social image: an absolute URL or a site path. */
  image?: string;
  /** Root-relative, without trailing slash or query: the page's canonical path. */
  path: string;
  /** False for 404s and for routes the site map keeps out of search engines. */
  indexable: boolean;
  /** Other representations the rendered page declared, such as its feed. */
  alternates?: readonly PageAlternate[];
}
/** `table`: the merged route table the page is served with. */
export type PageMetaResolver = (pathname: string, table: readonly RouteEntry[]) => Promise<PageMeta>;

function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A malformed percent-escape in a path is a page that does not exist, not a server error. */
export function matchRouteSafely(pathname: string, table: readonly RouteEntry[]): RouteMatch | null {
  try {
    return matchRoute(pathname, table);
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

function routeMeta(route: RouteEntry, pathname: string, table: readonly RouteEntry[]): PageMeta {
  return {
    status: 200,
    title: documentTitleForPath(pathname, table),
    description: route.description,
    ogType: 'website',
    path: canonicalPath(pathname),
    indexable: route.indexed,
  };
}

interface PageMetaDeps {
  /** Services asked about their routes with dynamic segments (the site map names each route's owner). */
  metaServices: readonly string[];
  lookup: PageMetaLookup;
  logger: GatewayLogger;
}

/**
 * Resolves a request path through the site map. A route with dynamic segments whose owner is a meta
 * service takes its title and description from that service, which may also say the page does not
 * exist (404). A failing lookup falls back to the route's generic meta: the page still works in the
 * browser, so a service outage must not turn it into an error.
 */
export function createPageMetaResolver({ metaServices, lookup, logger }: PageMetaDeps): PageMetaResolver {
  const asked = new Set(metaServices);
  return async (pathname, table) => {
    const match = matchRouteSafely(pathname, table);
    if (!match) return notFoundMeta(pathname);
    const generic = routeMeta(match.route, pathname, table);
    const owner = match.route.owner;
    if (!match.route.path.includes(':') || !asked.has(owner)) return generic;

    try {
      const meta = await lookup(owner, generic.path);
      if (!meta) return notFoundMeta(pathname);
      return {
        ...generic,
        title: pageTitle(meta.title),
        description: meta.description,
        ogType: meta.type ?? generic.ogType,
        image: meta.image,
      };
    } catch (error) {
      logger.warn(
        `The ${owner} service could not give the meta of ${generic.path}; serving generic meta`,
        error,
      );
      return generic;
    }
  };
}
