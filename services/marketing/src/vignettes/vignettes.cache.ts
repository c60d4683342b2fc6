import { type ChangeListener, notifyChange, ReadCache } from '@gbc/service-kit';
import type { MarketingDb } from '../database.js';

/** Every process's read cache of published vignettes listens here; every vignette write notifies it. */
export const vignettesChannel = 'marketing_vignettes';

/** Call inside the writing transaction: the notification goes out on commit, never on rollback. */
export function announceVignetteChange(trx: MarketingDb): Promise<void> {
  return notifyChange(trx, vignettesChannel);
}

/**
 * Lists, details, the hero sample, page metadata and sitemap entries all derive from published
 * vignettes, so any vignette change empties the whole cache, in every process.
 */
export function createVignetteReadCache(changes: ChangeListener): ReadCache {
  return new ReadCache({ listener: changes, channel: vignettesChannel });
}
