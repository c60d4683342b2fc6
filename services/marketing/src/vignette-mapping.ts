import type { Vignette, VignetteSummary } from '@gbc/contracts/marketing';
import type { VignetteFullRow, VignetteSummaryRow } from './vignette-repository.js';

/** Rows to the API's camelCase shapes with ISO 8601 dates. */
export function toVignetteSummary(row: VignetteSummaryRow): VignetteSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    tags: row.tags,
    readTime: row.read_time,
    createdAt: row.created_at.toISOString(),
    author: row.author,
  };
}

export function toVignette(row: VignetteFullRow): Vignette {
  return { ...toVignetteSummary(row), seoDescription: row.seo_description, content: row.content };
}
