import { announcePageChanges, type ChangeListener, notifyChange, ReadCache } from '@gbc/service-kit';
import { pathTo } from '@gbc/site-map';
import type { MarketingDb } from '../database.js';

/** Every process's read cache of published vignettes listens here; every vignette write notifies it. */
export const vignettesChannel = 'marketing_vignettes';

/**
 * Call inside the writing transaction: the notifications go out on commit, never on rollback. Read
 * caches empty; gateways drop the pages that show vignettes: home (the hero), the list, and the page
 * of each slug the write touched (the old and the new one when a slug changes).
 */
export async function announceVignetteChange(trx: MarketingDb, slugs: readonly string[]): Promise<void> {
  await notifyChange(trx, vignettesChannel);
  await announcePageChanges(trx, [
    pathTo('/'),
    pathTo('/vignettes'),
    ...slugs.map((slug) => pathTo('/vignettes/:slug', { slug })),
  ]);
}

/**
 * Lists, details, the hero sample, page metadata and sitemap entries all derive from published
 * vignettes, so any vignette change empties the whole cache, in every process.
 */
export function createVignetteReadCache(changes: ChangeListener): ReadCache {
  return new ReadCache({ listener: changes, channel: vignettesChannel });
}
