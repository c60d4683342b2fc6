import {
  type AdminVignetteResponse,
  marketingApi,
  marketingRecordKinds,
  type VignetteWrite,
} from '@gbc/contracts/marketing';
import { useApiMutation } from '@gbc/web-kit';
import { recordQueries } from '../records/queries.js';
import { publishingQueries } from './queries.js';

type StoredVignette = AdminVignetteResponse['vignette'];

/** What a write makes stale: the lists of every status and the vignettes opened in the screen. */
const changedByWrites = [
  [...recordQueries.key('marketing', marketingRecordKinds.vignettes)],
  [...publishingQueries.key],
];

/**
 * Creates a vignette (`slug` null) or replaces the one at `slug` through marketing's admin API, which
 * sanitises the body, audits the write and announces the changed public pages (list, page, sitemap).
 */
export function useVignetteWrite(slug: string | null, accessToken: string) {
  return useApiMutation<VignetteWrite>({
    method: slug === null ? 'POST' : 'PUT',
    path: slug === null ? marketingApi.vignettes.list : marketingApi.vignettes.bySlug(slug),
    accessToken,
    invalidates: changedByWrites,
    errorContext: slug === null ? 'vignette create' : 'vignette update',
  });
}

/** The vignette as stored, as the body of a write: a status change sends it back with the new status. */
export function writeOf(stored: StoredVignette): VignetteWrite {
  const { title, slug, excerpt, seoDescription, content, tags, readTime, author, status } = stored;
  return { title, slug, excerpt, seoDescription, content, tags, readTime, author, status };
}
