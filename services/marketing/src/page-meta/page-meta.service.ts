import type { PageMetaResponse, SitemapEntry } from '@gbc/contracts';
import { vignetteDescription, vignetteMessages } from '@gbc/contracts/marketing';
import { matchRoute, routes } from '@gbc/site-map';
import type { MarketingDb } from '../database.js';
import { findPublishedVignette, listPublishedSlugs } from '../vignettes/vignettes.repository.js';

/** The site-map route whose pages this service's content names. */
const vignettePageRoute = '/vignettes/:slug';
const vignettePagePath = (slug: string) => `/vignettes/${encodeURIComponent(slug)}`;

/**
 * Metadata of a page whose content lives here (a vignette), or undefined for a path this service
 * does not describe. An unknown or unpublished slug is a page that does not exist (status 404).
 */
export async function pageMetaFor(db: MarketingDb, path: string): Promise<PageMetaResponse | undefined> {
  const match = matchRoute(path, routes);
  const slug = match?.route.path === vignettePageRoute ? match.params.slug : undefined;
  if (slug === undefined) return undefined;
  const vignette = await findPublishedVignette(db, slug);
  if (!vignette) return { title: vignetteMessages.notFound, description: '', status: 404 };
  return {
    title: vignette.title,
    description: vignetteDescription({ seoDescription: vignette.seo_description, excerpt: vignette.excerpt }),
    type: 'article',
    status: 200,
  };
}

/** The indexable pages this service's content adds to sitemap.xml: every published vignette. */
export async function sitemapEntries(db: MarketingDb): Promise<SitemapEntry[]> {
  const rows = await listPublishedSlugs(db);
  return rows.map((row) => ({
    path: vignettePagePath(row.slug),
    lastModified: row.updated_at.toISOString(),
  }));
}

/** What the page-meta routes call. */
export interface PageMetaService {
  metaFor(path: string): Promise<PageMetaResponse | undefined>;
  sitemapEntries(): Promise<SitemapEntry[]>;
}

export function createPageMetaService(db: MarketingDb): PageMetaService {
  return { metaFor: (path) => pageMetaFor(db, path), sitemapEntries: () => sitemapEntries(db) };
}
