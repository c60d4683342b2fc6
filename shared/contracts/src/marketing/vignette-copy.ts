// Without zod: pages import these messages, limits and helpers without loading the schemas.

export const vignetteStatuses = ['draft', 'published', 'archived'] as const;

/** Path segments the API uses itself, so no vignette may take them as a slug. */
export const reservedVignetteSlugs = ['random'] as const;

export const vignetteMessages = {
  tag: 'tag must be 1 to 40 characters',
  fields: "fields must be 'compact' or 'full'",
  slug: 'slug must be lowercase letters, digits and single hyphens (at most 120 characters)',
  slugReserved: 'this slug is reserved',
  slugTaken: 'A vignette with this slug already exists',
  title: 'title is required (at most 200 characters)',
  excerpt: 'excerpt is required (at most 500 characters)',
  content: 'content is required (at most 100000 characters)',
  author: 'author is required (at most 120 characters)',
  tags: 'tags must be 0 to 10 tags of 1 to 40 characters',
  readTime: 'readTime must be a whole number of minutes from 1 to 120',
  notFound: 'Vignette not found',
  loadFailed: 'Failed to load vignette',
} as const;

/** Cards per page of the vignette list when the caller names no `limit`. */
export const vignettePageSize = 12;
export const maxVignettePageSize = 50;

/**
 * The description of a vignette for search engines and link previews: its SEO text when it has a
 * non-blank one, else its excerpt. The only place that decides, so pages and the gateway agree.
 */
export function vignetteDescription(vignette: { seoDescription: string | null; excerpt: string }): string {
  const seo = vignette.seoDescription?.trim();
  return seo ? seo : vignette.excerpt;
}

/** How many published vignettes the hero picks its one from. */
export const heroSampleSize = 10;
