import { z } from 'zod';
import { cursorQuerySchema } from '../paging.js';
import { queryInteger } from '../query.js';
import {
  maxVignettePageSize,
  reservedVignetteSlugs,
  vignetteMessages,
  vignettePageSize,
  vignetteStatuses,
} from './vignette-copy.js';

export const vignetteStatusSchema = z.enum(vignetteStatuses);
export type VignetteStatus = z.infer<typeof vignetteStatusSchema>;

export const vignetteSlugSchema = z
  .string()
  .max(120, vignetteMessages.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, vignetteMessages.slug)
  .refine((s) => !(reservedVignetteSlugs as readonly string[]).includes(s), vignetteMessages.slugReserved);

const tagSchema = z.string().trim().min(1, vignetteMessages.tag).max(40, vignetteMessages.tag);

/** Query of `marketingApi.vignettes.list`: one page, newest first, optionally of one tag. */
export const vignetteListQuerySchema = z.object({
  limit: queryInteger('limit', { min: 1, max: maxVignettePageSize }).default(vignettePageSize),
  cursor: cursorQuerySchema.optional(),
  tag: tagSchema.optional(),
  fields: z.enum(['compact', 'full'], { error: vignetteMessages.fields }).default('full'),
});
export type VignetteListQuery = z.infer<typeof vignetteListQuerySchema>;

/** Compact card fields (home, More Vignettes, carousel). Dates are ISO 8601 strings. */
export const vignetteSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  readTime: z.number().int(),
  createdAt: z.string(),
  author: z.string(),
});
export type VignetteSummary = z.infer<typeof vignetteSummarySchema>;

export const vignetteSchema = vignetteSummarySchema.extend({
  seoDescription: z.string().nullable(),
  /** Rich text, already sanitised on write; render through the browser sanitiser again. */
  content: z.string(),
});
export type Vignette = z.infer<typeof vignetteSchema>;

/** One page of the list; `nextCursor` fetches the next, null on the last page. */
export const vignetteListResponseSchema = z.object({
  items: z.array(z.union([vignetteSchema, vignetteSummarySchema])),
  nextCursor: z.string().nullable(),
});
export type VignetteListResponse = { items: Array<Vignette | VignetteSummary>; nextCursor: string | null };

export const vignetteDetailResponseSchema = z.object({ vignette: vignetteSchema });

/** `marketingApi.vignettes.hero`: one published vignette picked from a sample of 10, or null. */
export const heroVignetteSchema = z.object({ id: z.string().uuid(), title: z.string(), slug: z.string() });
export const heroVignetteResponseSchema = z.object({ vignette: heroVignetteSchema.nullable() });
export type HeroVignette = z.infer<typeof heroVignetteSchema>;

/** Body of the admin-only POST `marketingApi.vignettes.list` and PUT `marketingApi.vignettes.bySlug(slug)`. */
export const vignetteWriteSchema = z.object({
  title: z.string().trim().min(1, vignetteMessages.title).max(200, vignetteMessages.title),
  slug: vignetteSlugSchema,
  excerpt: z.string().trim().min(1, vignetteMessages.excerpt).max(500, vignetteMessages.excerpt),
  seoDescription: z.string().trim().max(300).nullable().optional(),
  content: z.string().min(1, vignetteMessages.content).max(100_000, vignetteMessages.content),
  tags: z.array(tagSchema).max(10, vignetteMessages.tags).default([]),
  // The message also for a missing or non-numeric value (an empty number field), not zod's own.
  readTime: z
    .number({ error: vignetteMessages.readTime })
    .int(vignetteMessages.readTime)
    .min(1, vignetteMessages.readTime)
    .max(120, vignetteMessages.readTime),
  author: z.string().trim().min(1, vignetteMessages.author).max(120, vignetteMessages.author),
  status: vignetteStatusSchema.default('draft'),
});
export type VignetteWrite = z.infer<typeof vignetteWriteSchema>;
