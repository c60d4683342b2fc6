import {
  marketingApi,
  vignetteDescription,
  vignetteDetailResponseSchema,
  vignetteSitemapResponseSchema,
} from '@gbc/contracts/marketing';

/** A page render waits for this lookup, so a slow marketing service must not hold the page for long. */
const lookupTimeoutMs = 2000;

export interface VignetteMeta {
  title: string;
  description: string;
}
/** Title and description of a published vignette; null when there is none with that slug. */
export type VignetteMetaLookup = (slug: string) => Promise<VignetteMeta | null>;

export interface VignetteSitemapEntry {
  slug: string;
  /** ISO 8601 date of the last change, the sitemap's `<lastmod>`. */
  updatedAt: string;
}
export type VignetteSlugsLookup = () => Promise<VignetteSitemapEntry[]>;

async function getFromMarketing(marketingUrl: string | undefined, path: string): Promise<Response> {
  if (!marketingUrl) throw new Error('No marketing service is configured');
  return fetch(`${marketingUrl.replace(/\/+$/, '')}${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(lookupTimeoutMs),
  });
}

function unexpectedAnswer(response: Response): Error {
  return new Error(`The marketing service answered ${response.status} for ${response.url}`);
}

/** Looks a vignette up through the marketing service's public API; throws when the service fails. */
export function vignetteMetaFromService(marketingUrl: string | undefined): VignetteMetaLookup {
  return async (slug) => {
    const response = await getFromMarketing(marketingUrl, marketingApi.vignettes.bySlug(slug));
    if (response.status === 404) return null;
    if (!response.ok) throw unexpectedAnswer(response);
    const { vignette } = vignetteDetailResponseSchema.parse(await response.json());
    return { title: vignette.title, description: vignetteDescription(vignette) };
  };
}

/** Every published vignette's slug and date, for sitemap.xml; throws when the service fails. */
export function vignetteSlugsFromService(marketingUrl: string | undefined): VignetteSlugsLookup {
  return async () => {
    const response = await getFromMarketing(marketingUrl, marketingApi.vignettes.sitemap);
    if (!response.ok) throw unexpectedAnswer(response);
    return vignetteSitemapResponseSchema.parse(await response.json()).items;
  };
}
