import { heroSampleSize } from '@gbc/contracts/marketing';
import { sql } from 'kysely';
import type { MarketingDb } from '../database.js';
import type { NewVignetteRow, VignetteRow, VignetteRowUpdate } from './vignettes.table.js';

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
  'published_at',
] as const;
const fullColumns = [...summaryColumns, 'seo_description', 'content'] as const;

export type VignetteSummaryRow = Pick<VignetteRow, (typeof summaryColumns)[number]>;
export type VignetteFullRow = Pick<VignetteRow, (typeof fullColumns)[number]>;

/** The only starting point of public reads, so no query can forget that drafts and archived rows are private. */
function publishedVignettes(db: MarketingDb) {
  return db.selectFrom(vignettes).where('status', '=', 'published');
}

/** Position after which a page starts: the last row of the previous page. */
export interface VignettePosition {
  publishedAt: Date;
  id: string;
}

export interface PublishedListFilter {
  /** Rows to read; the service asks for one more than a page to learn whether another follows. */
  limit: number;
  tag?: string | undefined;
  after?: VignettePosition | undefined;
}

/**
 * Published vignettes, newest first by (published_at, id), optionally of one tag and after a position.
 * Keyset paging: rows inserted meanwhile never shift or repeat the pages that follow.
 */
function publishedList(db: MarketingDb, { limit, tag, after }: PublishedListFilter) {
  return publishedVignettes(db)
    .$if(tag !== undefined, (qb) => qb.where('tags', '@>', sql<string[]>`array[${tag}]::text[]`))
    .$if(after !== undefined, (qb) =>
      qb.where(
        (eb) => eb.refTuple('published_at', 'id'),
        '<',
        (eb) => eb.tuple(sql<Date>`${after?.publishedAt}::timestamptz`, sql<string>`${after?.id}::uuid`),
      ),
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** Card rows: no content, no SEO text. */
export async function listPublishedVignetteSummaries(
  db: MarketingDb,
  filter: PublishedListFilter,
): Promise<VignetteSummaryRow[]> {
  return publishedList(db, filter).select(summaryColumns).execute();
}

export async function listPublishedVignettesInFull(
  db: MarketingDb,
  filter: PublishedListFilter,
): Promise<VignetteFullRow[]> {
  return publishedList(db, filter).select(fullColumns).execute();
}

export async function findPublishedVignette(
  db: MarketingDb,
  slug: string,
): Promise<VignetteFullRow | undefined> {
  return publishedVignettes(db).select(fullColumns).where('slug', '=', slug).executeTakeFirst();
}

/** The vignette at `slug` whatever its status, for the admin editor and draft preview. */
export async function findVignetteForAdmin(db: MarketingDb, slug: string) {
  return db
    .selectFrom(vignettes)
    .select([...fullColumns, 'status'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The `heroSampleSize` newest published vignettes, the sample the hero picks from. */
export async function listHeroSample(
  db: MarketingDb,
): Promise<Array<Pick<VignetteRow, 'id' | 'title' | 'slug'>>> {
  return publishedVignettes(db)
    .select(['id', 'title', 'slug'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(heroSampleSize)
    .execute();
}

export async function listPublishedSlugs(
  db: MarketingDb,
): Promise<Array<Pick<VignetteRow, 'slug' | 'updated_at'>>> {
  return publishedVignettes(db)
    .select(['slug', 'updated_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Slugs among `slugs` already taken, whatever their status (writes, unlike reads, see every row). */
export async function findTakenSlugs(db: MarketingDb, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.selectFrom(vignettes).select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertVignette(db: MarketingDb, row: NewVignetteRow): Promise<VignetteRow> {
  return db.insertInto(vignettes).values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Replaces the row at `slug`; a first publication stamps `published_at`, later edits keep it, so an
 * edit never moves a vignette in the list.
 */
export async function updateVignetteBySlug(
  db: MarketingDb,
  slug: string,
  changes: Omit<VignetteRowUpdate, 'published_at'>,
): Promise<VignetteRow | undefined> {
  return db
    .updateTable(vignettes)
    .set(changes)
    .set((eb) => ({
      published_at:
        changes.status === 'published'
          ? eb.fn.coalesce('published_at', sql<Date>`now()`)
          : eb.ref('published_at'),
    }))
    .where('slug', '=', slug)
    .returningAll()
    .executeTakeFirst();
}
