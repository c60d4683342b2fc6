import { errorCodes, pagingMessages } from '@gbc/contracts';
import {
  type Vignette,
  type VignetteListQuery,
  type VignetteListResponse,
  type VignetteStatus,
  type VignetteSummary,
  type VignetteWrite,
  vignetteMessages,
} from '@gbc/contracts/marketing';
import {
  conflictError,
  HttpError,
  isUniqueViolation,
  notFoundError,
  type ReadCache,
  writeAuditLog,
} from '@gbc/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, MarketingDb } from '../database.js';
import { sanitizeVignetteContent } from '../rich-text/rich-text.sanitizer.js';
import { announceVignetteChange } from './vignettes.cache.js';
import {
  findPublishedVignette,
  findVignetteForAdmin,
  insertVignette,
  listHeroSample,
  listPublishedVignetteSummaries,
  listPublishedVignettesInFull,
  updateVignetteBySlug,
  type VignetteFullRow,
  type VignettePosition,
  type VignetteSummaryRow,
} from './vignettes.repository.js';
import type { NewVignetteRow } from './vignettes.table.js';

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

/** What a cursor holds: the list position of the last row served, as JSON `[publishedAt, id]`. */
const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

function encodeCursor(row: VignetteSummaryRow): string {
  // Every listed row is published, so it has a publication time.
  const publishedAt = (row.published_at ?? row.created_at).toISOString();
  return Buffer.from(JSON.stringify([publishedAt, row.id])).toString('base64url');
}

/** The position a client's cursor names; a cursor this service did not issue is a 400 on `cursor`. */
function decodeCursor(cursor: string): VignettePosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success)
    throw new HttpError(400, errorCodes.badRequest, pagingMessages.cursor, { cursor: pagingMessages.cursor });
  return { publishedAt: new Date(parsed.data[0]), id: parsed.data[1] };
}

/** One page of published vignettes and the cursor of the next, null when this page is the last. */
export async function listPublishedVignettes(
  db: MarketingDb,
  query: VignetteListQuery,
): Promise<VignetteListResponse> {
  const filter = {
    limit: query.limit + 1,
    tag: query.tag,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
  };
  const rows =
    query.fields === 'compact'
      ? await listPublishedVignetteSummaries(db, filter)
      : await listPublishedVignettesInFull(db, filter);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(last) : null;
  const items =
    query.fields === 'compact' ? page.map(toVignetteSummary) : (page as VignetteFullRow[]).map(toVignette);
  return { items, nextCursor };
}

/** One of the hero sample, at random: picked per request, so no one pick is served to everyone. */
export function pickHeroVignette<T>(sample: readonly T[]): T | null {
  return sample[Math.floor(Math.random() * sample.length)] ?? null;
}

/** Who writes, for the audit log. */
export interface VignetteWriter {
  /** The signed-in admin; null for the seeder. */
  email: string | null;
  source: 'api' | 'seed';
}

/** PostgreSQL's default name for the unique constraint on `slug`. */
const slugConstraint = 'vignettes_slug_key';

const slugTaken = () => conflictError(vignetteMessages.slugTaken, { slug: vignetteMessages.slugTaken });

/** Every write goes through here, so stored content is always sanitised. */
function storedValues(write: VignetteWrite) {
  return {
    title: write.title,
    slug: write.slug,
    excerpt: write.excerpt,
    seo_description: write.seoDescription ?? null,
    content: sanitizeVignetteContent(write.content),
    tags: write.tags,
    read_time: write.readTime,
    author: write.author,
    status: write.status,
  } satisfies NewVignetteRow;
}

async function rethrowSlugConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error, slugConstraint) ? slugTaken() : error;
  }
}

/**
 * Inserts a vignette and its audit entry in the caller's transaction, so both commit or neither.
 * `createdAt` is for imported or seeded pieces with their own publication date.
 */
export async function createVignette(
  trx: Transaction<Database>,
  write: VignetteWrite,
  writer: VignetteWriter,
  createdAt?: Date,
): Promise<Vignette> {
  const publishedAt = write.status === 'published' ? (createdAt ?? new Date()) : null;
  const row = await rethrowSlugConflict(
    insertVignette(trx, {
      ...storedValues(write),
      created_at: createdAt,
      updated_at: createdAt,
      published_at: publishedAt,
    }),
  );
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'admin_action',
    action: 'vignette.create',
    userEmail: writer.email,
    resourceType: 'vignette',
    details: { id: row.id, slug: row.slug, status: row.status, source: writer.source },
  });
  await announceVignetteChange(trx, [row.slug]);
  return toVignette(row);
}

/** Replaces the vignette at `slug` (which may change) and audits it; 404 when there is none. */
export async function updateVignette(
  trx: Transaction<Database>,
  slug: string,
  write: VignetteWrite,
  writer: VignetteWriter,
): Promise<Vignette> {
  const row = await rethrowSlugConflict(
    updateVignetteBySlug(trx, slug, { ...storedValues(write), updated_at: new Date() }),
  );
  if (!row) throw notFoundError(vignetteMessages.notFound);
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'admin_action',
    action: 'vignette.update',
    userEmail: writer.email,
    resourceType: 'vignette',
    details: { id: row.id, slug: row.slug, previousSlug: slug, status: row.status, source: writer.source },
  });
  await announceVignetteChange(trx, [slug, row.slug]);
  return toVignette(row);
}

/** What the vignette routes call: published reads, and admin writes each in its own transaction. */
export interface VignetteService {
  listPublished(query: VignetteListQuery): Promise<VignetteListResponse>;
  /** The newest published vignettes, for the hero to pick one from. */
  heroSample(): Promise<Array<Pick<Vignette, 'id' | 'title' | 'slug'>>>;
  /** The published vignette at `slug`, or undefined. */
  findPublished(slug: string): Promise<Vignette | undefined>;
  /** The vignette at `slug` of any status (admin: the editor and the draft preview), or undefined. */
  findAny(slug: string): Promise<(Vignette & { status: VignetteStatus }) | undefined>;
  create(write: VignetteWrite, writer: VignetteWriter): Promise<Vignette>;
  update(slug: string, write: VignetteWrite, writer: VignetteWriter): Promise<Vignette>;
}

/**
 * The vignette service on `db`. A write empties this process's `readCache` once committed; other
 * processes empty theirs on the notification the transaction sends.
 */
export function createVignetteService(db: Kysely<Database>, readCache: ReadCache): VignetteService {
  const write = async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
    const result = await db.transaction().execute(work);
    readCache.invalidate();
    return result;
  };
  return {
    listPublished: (query) => listPublishedVignettes(db, query),
    heroSample: () => listHeroSample(db),
    findPublished: async (slug) => {
      const row = await findPublishedVignette(db, slug);
      return row ? toVignette(row) : undefined;
    },
    findAny: async (slug) => {
      const row = await findVignetteForAdmin(db, slug);
      return row ? { ...toVignette(row), status: row.status } : undefined;
    },
    create: (vignette, writer) => write((trx) => createVignette(trx, vignette, writer)),
    update: (slug, vignette, writer) => write((trx) => updateVignette(trx, slug, vignette, writer)),
  };
}
