import type { QueryExecutorProvider } from 'kysely';
import { z } from 'zod';
import { notifyChange } from './change-notifications.js';

/**
 * Every gateway listens here for the site pages a write changed, so each drops exactly those rendered
 * pages from its cache, whichever gateway (or none: a CLI, a webhook) the write came through.
 */
export const pageChangesChannel = 'site_page_changes';

/** NOTIFY payloads are capped at 8000 bytes; a write touching more pages than fit says "everything". */
const maxPayloadBytes = 7900;

const pageChangesSchema = z.object({
  /** Site paths (no query), such as `/vignettes/the-quiet-signal`; absent means every page. */
  paths: z.array(z.string().startsWith('/')).optional(),
});
export type PageChanges = z.infer<typeof pageChangesSchema>;

/** Call inside the writing transaction: gateways hear it on commit, never on rollback. */
export async function announcePageChanges(
  db: QueryExecutorProvider,
  paths: readonly string[],
): Promise<void> {
  const payload = JSON.stringify({ paths: [...new Set(paths)] } satisfies PageChanges);
  await notifyChange(db, pageChangesChannel, Buffer.byteLength(payload) <= maxPayloadBytes ? payload : '{}');
}

/** The announced changes; an unreadable payload counts as "every page" (dropping too much is safe). */
export function parsePageChanges(payload: string): PageChanges {
  try {
    const parsed = pageChangesSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
