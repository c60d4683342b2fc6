import { type Vignette, type VignetteWrite, vignetteMessages } from '@gbc/contracts/marketing';
import { conflictError, isUniqueViolation, notFoundError, writeAuditLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { MarketingDatabase, NewVignetteRow } from './database.js';
import { sanitizeVignetteContent } from './sanitize-rich-text.js';
import { toVignette } from './vignette-mapping.js';
import { insertVignette, updateVignetteBySlug } from './vignette-repository.js';

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
 * Inserts a vignette and its audit entry. Pass a transaction so both commit or neither.
 * `createdAt` is for imported or seeded pieces with their own publication date.
 */
export async function createVignette(
  trx: Kysely<MarketingDatabase>,
  write: VignetteWrite,
  writer: VignetteWriter,
  createdAt?: Date,
): Promise<Vignette> {
  const row = await rethrowSlugConflict(
    insertVignette(trx, { ...storedValues(write), created_at: createdAt, updated_at: createdAt }),
  );
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'admin_action',
    action: 'vignette.create',
    userEmail: writer.email,
    resourceType: 'vignette',
    details: { id: row.id, slug: row.slug, status: row.status, source: writer.source },
  });
  return toVignette(row);
}

/** Replaces the vignette at `slug` (which may change) and audits it; 404 when there is none. */
export async function updateVignette(
  trx: Kysely<MarketingDatabase>,
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
  return toVignette(row);
}
