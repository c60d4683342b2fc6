import { heroSampleSize } from '@gbc/contracts/marketing';
import { type Kysely, sql } from 'kysely';
import type { MarketingDatabase, NewVignetteRow, VignetteRow, VignetteRowUpdate } from './database.js';

const vignettes = 'marketing.vignettes';

const summaryColumns = [
  'id',
  'title',
  'slug',
  'excerpt',
  'tags',
  'read_time',
  'created_at',
  'author',
] as const;
const fullColumns = [...summaryColumns, 'seo_description', 'content'] as const;

export type VignetteSummaryRow = Pick<VignetteRow, (typeof summaryColumns)[number]>;
export type VignetteFullRow = Pick<VignetteRow, (typeof fullColumns)[number]>;

/** The only starting point of public reads, so no query can forget that drafts and archived rows are private. */
function publishedVignettes(db: Kysely<MarketingDatabase>) {
  return db.selectFrom(vignettes).where('status', '=', 'published');
}

export interface PublishedListFilter {
  limit: number;
  tag?: string;
}

/** Published vignettes, newest first (id breaks ties so pages are stable), optionally with one tag. */
function publishedList(db: Kysely<MarketingDatabase>, { limit, tag }: PublishedListFilter) {
  return publishedVignettes(db)
    .$if(tag !== undefined, (qb) => qb.where('tags', '@>', sql<string[]>`array[${tag}]::text[]`))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit);
}

/** Card rows: no content, no SEO text. */
export async function listPublishedVignetteSummaries(
  db: Kysely<MarketingDatabase>,
  filter: PublishedListFilter,
): Promise<VignetteSummaryRow[]> {
  return publishedList(db, filter).select(summaryColumns).execute();
}

export async function listPublishedVignettesInFull(
  db: Kysely<MarketingDatabase>,
  filter: PublishedListFilter,
): Promise<VignetteFullRow[]> {
  return publishedList(db, filter).select(fullColumns).execute();
}

export async function findPublishedVignette(
  db: Kysely<MarketingDatabase>,
  slug: string,
): Promise<VignetteFullRow | undefined> {
  return publishedVignettes(db).select(fullColumns).where('slug', '=', slug).executeTakeFirst();
}

/** One of the `heroSampleSize` newest published vignettes, at random; undefined when none is published. */
export async function pickRandomPublishedVignette(
  db: Kysely<MarketingDatabase>,
): Promise<Pick<VignetteRow, 'id' | 'title' | 'slug'> | undefined> {
  const sample = publishedVignettes(db)
    .select(['id', 'title', 'slug'])
    .orderBy('created_at', 'desc')
    .limit(heroSampleSize)
    .as('sample');
  return db.selectFrom(sample).selectAll().orderBy(sql`random()`).limit(1).executeTakeFirst();
}

export async function listPublishedSlugs(
  db: Kysely<MarketingDatabase>,
): Promise<Array<Pick<VignetteRow, 'slug' | 'updated_at'>>> {
  return publishedVignettes(db).select(['slug', 'updated_at']).orderBy('created_at', 'desc').execute();
}

/** Slugs among `slugs` already taken, whatever their status (writes, unlike reads, see every row). */
export async function findTakenSlugs(
  db: Kysely<MarketingDatabase>,
  slugs: readonly string[],
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.selectFrom(vignettes).select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertVignette(
  db: Kysely<MarketingDatabase>,
  row: NewVignetteRow,
): Promise<VignetteRow> {
  return db.insertInto(vignettes).values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateVignetteBySlug(
  db: Kysely<MarketingDatabase>,
  slug: string,
  changes: VignetteRowUpdate,
): Promise<VignetteRow | undefined> {
  return db.updateTable(vignettes).set(changes).where('slug', '=', slug).returningAll().executeTakeFirst();
}
