import {
  type HeroVignette,
  heroVignetteResponseSchema,
  marketingApi,
  type Vignette,
  type VignetteSummary,
  vignetteDetailResponseSchema,
  vignetteListResponseSchema,
  vignetteMessages,
} from '@gbc/contracts/marketing';
import { ApiError, apiGet, logError, useAsync } from '@gbc/web-kit';

export interface VignetteListOptions {
  /** Omitted: as many as the API returns by default (its maximum). */
  limit?: number;
  tag?: string;
  /** `compact`: the fields a card shows; `full`: also the SEO description and the body. */
  fields: 'compact' | 'full';
}

export type VignetteListState =
  | { status: 'loading'; vignettes: readonly VignetteSummary[] }
  | { status: 'ready'; vignettes: readonly VignetteSummary[] };

export type VignetteDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; vignette: Vignette }
  | { status: 'not-found' }
  | { status: 'error' };

const noVignettes: readonly VignetteSummary[] = [];

/**
 * Published vignettes, newest first. A failure is only logged (spec 1 §7): the caller gets an empty
 * list and renders nothing or its empty state.
 */
export function useVignetteList({ limit, tag, fields }: VignetteListOptions): VignetteListState {
  const result = useAsync(
    async (signal) => {
      try {
        const { items } = await apiGet(marketingApi.vignettes.list, {
          query: { limit, tag, fields },
          schema: vignetteListResponseSchema,
          signal,
        });
        return items;
      } catch (error) {
        if (signal.aborted) throw error;
        logError('Failed to load vignettes', error);
        return noVignettes;
      }
    },
    [limit, tag, fields],
  );
  return result.status === 'success'
    ? { status: 'ready', vignettes: result.data }
    : { status: 'loading', vignettes: noVignettes };
}

/**
 * A random published vignette for the home hero's "Read a Dystopian Vignette" button; null while loading,
 * when none is published, or when the call fails (logged), so the hero simply omits the button.
 */
export function useHeroVignette(): HeroVignette | null {
  const result = useAsync(async (signal) => {
    try {
      const { vignette } = await apiGet(marketingApi.vignettes.hero, {
        schema: heroVignetteResponseSchema,
        signal,
      });
      return vignette;
    } catch (error) {
      if (signal.aborted) throw error;
      logError('Failed to load a vignette for the hero', error);
      return null;
    }
  }, []);
  return result.status === 'success' ? result.data : null;
}

/** One published vignette by slug, fetched again whenever the slug changes (spec 1 §4). */
export function useVignette(slug: string): VignetteDetailState {
  const result = useAsync(
    async (signal) => {
      try {
        const { vignette } = await apiGet(marketingApi.vignettes.bySlug(slug), {
          schema: vignetteDetailResponseSchema,
          signal,
        });
        return vignette;
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof ApiError && error.status === 404) {
          logError(vignetteMessages.notFound, { slug });
          return null;
        }
        logError(vignetteMessages.loadFailed, error);
        throw error;
      }
    },
    [slug],
  );
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error' };
  return result.data ? { status: 'loaded', vignette: result.data } : { status: 'not-found' };
}
