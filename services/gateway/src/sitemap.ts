import type { RouteEntry } from '@gbc/site-map';
import type { RequestHandler } from 'express';
import { escapeMarkup } from './escape-markup.js';
import type { GatewayLogger } from './logger.js';
import { absoluteUrl } from './public-origin.js';
import type { RouteTableSource } from './route-table/route-table-source.js';
import type { SitemapLookup } from './service-meta-client.js';

/** Indexed pages with a fixed path; parameterised routes are listed through the services' content. */
function staticIndexedPaths(routes: readonly RouteEntry[]): string[] {
  return routes.filter((route) => route.indexed && !route.path.includes(':')).map((route) => route.path);
}

export interface SitemapUrl {
  path: string;
  /** ISO 8601 date of the last change, the sitemap's `<lastmod>`. */
  lastModified?: string;
}

function urlEntry(origin: string, { path, lastModified }: SitemapUrl): string {
  const lastmodTag = lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : '';
  return `  <url><loc>${escapeMarkup(absoluteUrl(origin, path))}</loc>${lastmodTag}</url>`;
}

/** The route table's static pages first, then each service's pages; a path listed twice appears once. */
export function sitemapXml(
  origin: string,
  routes: readonly RouteEntry[],
  contributed: readonly SitemapUrl[],
): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of [...staticIndexedPaths(routes).map((path) => ({ path })), ...contributed]) {
    if (seen.has(url.path)) continue;
    seen.add(url.path);
    entries.push(urlEntry(origin, url));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

interface SitemapDeps {
  /** From configuration only: a Host header is the client's to choose. */
  publicOrigin: string;
  /** Every service asked for sitemap entries; those that fail are left out and logged. */
  metaServices: readonly string[];
  lookup: SitemapLookup;
  logger: GatewayLogger;
  routeTable: RouteTableSource;
}

/** sitemap.xml; with a service down it still lists every static page and the other services' pages. */
export function serveSitemap({
  publicOrigin,
  metaServices,
  lookup,
  logger,
  routeTable,
}: SitemapDeps): RequestHandler {
  return async (_req, res) => {
    const { routes } = (await routeTable.current()).table;
    const answers = await Promise.allSettled(metaServices.map((service) => lookup(service)));
    const contributed: SitemapUrl[] = [];
    let complete = true;
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') {
        contributed.push(...answer.value);
        return;
      }
      complete = false;
      logger.warn(`sitemap.xml: the ${metaServices[index]} service's pages left out`, answer.reason);
    });
    res
      .type('application/xml')
      // An incomplete sitemap must not be kept by caches once the service is back.
      .set('Cache-Control', complete ? 'public, max-age=300' : 'no-cache')
      .send(sitemapXml(publicOrigin, routes, contributed));
  };
}
