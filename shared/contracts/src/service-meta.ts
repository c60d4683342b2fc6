import { z } from 'zod';
import { feedPathMessage, feedPathPattern } from './feeds.js';

/**
 * The generic contract through which any service contributes page metadata and sitemap entries. The
 * gateway calls these on the services its configuration lists and never names a domain itself.
 */

export const serviceMetaMessages = {
  path: 'path must be a site path starting with "/" (at most 2048 characters)',
} as const;

/** API paths of the contract, under a service's own `/api/<service>` prefix. */
export const serviceMetaApi = {
  prefix: (service: string) => `/api/${service}`,
  /** Path relative to the prefix, as a service registers it. */
  meta: '/meta',
  sitemap: '/sitemap',
  /** Absolute request path (with query) the gateway calls for one page's metadata. */
  metaFor: (service: string, pagePath: string) =>
    `/api/${service}/meta?${new URLSearchParams({ path: pagePath }).toString()}`,
  sitemapOf: (service: string) => `/api/${service}/sitemap`,
  feeds: '/feeds',
  feed: '/feed',
  /** Absolute request path the gateway calls for the feeds a service declares. */
  feedsOf: (service: string) => `/api/${service}/feeds`,
  /** Absolute request path (with query) the gateway calls for the document of one declared feed. */
  feedFor: (service: string, feedPath: string) =>
    `/api/${service}/feed?${new URLSearchParams({ path: feedPath }).toString()}`,
} as const;

/** A root-relative site path, such as `/vignettes/my-story`. */
export const sitePathSchema = z
  .string()
  .max(2048, serviceMetaMessages.path)
  .regex(/^\/(?!\/)[^\s]*$/, serviceMetaMessages.path);

/** Query of `GET /api/<service>/meta`. */
export const pageMetaQuerySchema = z.object({ path: sitePathSchema });
export type PageMetaQuery = z.infer<typeof pageMetaQuerySchema>;

export const pageMetaTypes = ['website', 'article'] as const;

/**
 * Answer of `GET /api/<service>/meta?path=`: the page's own title (without the site name, which the
 * gateway adds), description, optional social image (absolute https URL or site path) and Open Graph
 * type. `status: 404` says the path matches a route but names nothing that exists (an unknown slug);
 * a service may answer HTTP 404 instead, which means the same.
 */
export const pageMetaResponseSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().max(1000),
  image: z.union([z.url({ protocol: /^https?$/ }), sitePathSchema]).optional(),
  type: z.enum(pageMetaTypes).optional(),
  status: z.union([z.literal(200), z.literal(404)]),
});
export type PageMetaResponse = z.infer<typeof pageMetaResponseSchema>;

/** ISO 8601 date (`2026-01-31`) or date-time with offset, the sitemap's `<lastmod>`. */
const lastModifiedSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const sitemapEntrySchema = z.object({
  path: sitePathSchema,
  lastModified: lastModifiedSchema.optional(),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

/** Answer of `GET /api/<service>/sitemap`: the indexable pages the service's content adds to the site. */
export const serviceSitemapResponseSchema = z.object({ entries: z.array(sitemapEntrySchema) });
export type ServiceSitemapResponse = z.infer<typeof serviceSitemapResponseSchema>;

/** A feed a service publishes at a site path of its own, such as `/vignettes/feed.xml`. */
export const feedDeclarationSchema = z.object({
  path: sitePathSchema.regex(feedPathPattern, feedPathMessage),
  title: z.string().trim().min(1).max(300),
});
export type FeedDeclaration = z.infer<typeof feedDeclarationSchema>;

/**
 * Answer of `GET /api/<service>/feeds`: the feeds the service publishes. The gateway serves each at its
 * path with the document from `GET /api/<service>/feed?path=`, before static files and pages.
 */
export const serviceFeedsResponseSchema = z.object({ feeds: z.array(feedDeclarationSchema) });
export type ServiceFeedsResponse = z.infer<typeof serviceFeedsResponseSchema>;

/** Query of `GET /api/<service>/feed`: the declared path of the feed asked for. */
export const feedQuerySchema = z.object({ path: feedDeclarationSchema.shape.path });
export type FeedQuery = z.infer<typeof feedQuerySchema>;
