import { routes } from '@gbc/site-map';
import type { RequestHandler } from 'express';
import { escapeMarkup } from './escape-markup.js';
import type { GatewayLogger } from './logger.js';
import type { VignetteSitemapEntry, VignetteSlugsLookup } from './marketing-client.js';
import { publicOriginOf } from './public-origin.js';

/** Indexed pages with a fixed path; parameterised routes are listed through their content instead. */
const staticIndexedPaths = routes
  .filter((route) => route.indexed && !route.path.includes(':'))
  .map((route) => route.path);

function urlEntry(loc: string, lastmod?: string): string {
  const lastmodTag = lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeMarkup(loc)}</loc>${lastmodTag}</url>`;
}

export function sitemapXml(origin: string, vignettes: readonly VignetteSitemapEntry[]): string {
  const entries = [
    ...staticIndexedPaths.map((path) => urlEntry(`${origin}${path}`)),
    ...vignettes.map((v) => urlEntry(`${origin}/vignettes/${encodeURIComponent(v.slug)}`, v.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

interface SitemapDeps {
  configuredOrigin: string | undefined;
  vignetteSlugs: VignetteSlugsLookup;
  logger: GatewayLogger;
}

/** sitemap.xml; when the marketing service is down it still lists every static page. */
export function serveSitemap({ configuredOrigin, vignetteSlugs, logger }: SitemapDeps): RequestHandler {
  return async (req, res) => {
    let vignettes: VignetteSitemapEntry[] | null = null;
    try {
      vignettes = await vignetteSlugs();
    } catch (error) {
      logger.warn('sitemap.xml: vignettes left out, the marketing service did not answer', error);
    }
    res
      .type('application/xml')
      // An incomplete sitemap must not be kept by caches once the service is back.
      .set('Cache-Control', vignettes ? 'public, max-age=300' : 'no-cache')
      .send(sitemapXml(publicOriginOf(req, configuredOrigin), vignettes ?? []));
  };
}
