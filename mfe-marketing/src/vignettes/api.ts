import type { HeroVignette, Vignette, VignetteSummary } from '@gbc/contracts/marketing';
import { useApiInfiniteQuery, useApiQuery } from '@gbc/web-kit';
import { useCallback, useMemo } from 'react';
import { type VignetteListParams, type VignettePagesParams, vignetteQueries } from './queries.js';

export type VignetteListOptions = VignetteListParams;

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
  const list = useApiQuery(vignetteQueries.list({ limit, tag, fields }));
  if (list.isPending) return { status: 'loading', vignettes: noVignettes };
  return { status: 'ready', vignettes: list.data?.items ?? noVignettes };
}

export interface VignettePagesState {
  status: 'loading' | 'ready';
  /** Every page loaded so far, in order; empty when the first page failed (logged). */
  vignettes: readonly VignetteSummary[];
  /** Cursor of the page after the last one loaded; null at the end of the list. */
  nextCursor: string | null;
  loadingMore: boolean;
  loadMore(): void;
}

/**
 * The vignettes page's list: cursor pages of published vignettes, newest first, filtered by tag on
 * the server. A failure is only logged (spec 1 §7): the first page then reads as an empty list.
 */
export function useVignettePages(params: VignettePagesParams): VignettePagesState {
  const pages = useApiInfiniteQuery(vignetteQueries.pages(params));
  const { fetchNextPage, isFetchingNextPage } = pages;
  const vignettes = useMemo(
    () => pages.data?.pages.flatMap((page) => page.items) ?? noVignettes,
    [pages.data],
  );
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const lastPage = pages.data?.pages.at(-1);
  return {
    status: pages.isPending ? 'loading' : 'ready',
    vignettes,
    nextCursor: lastPage?.nextCursor ?? null,
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}

/**
 * A random published vignette for the home hero's "Read a Dystopian Vignette" button: undefined while
 * loading (the hero holds the button's place), null when none is published or the call fails (logged),
 * so the hero omits the button.
 */
export function useHeroVignette(): HeroVignette | null | undefined {
  const hero = useApiQuery(vignetteQueries.hero());
  if (hero.isPending) return undefined;
  return hero.data?.vignette ?? null;
}

/** One published vignette by slug, fetched again whenever the slug changes (spec 1 §4). */
export function useVignette(slug: string): VignetteDetailState {
  const detail = useApiQuery(vignetteQueries.detail(slug));
  if (detail.isPending) return { status: 'loading' };
  if (detail.isError) return { status: 'error' };
  return detail.data ? { status: 'loaded', vignette: detail.data } : { status: 'not-found' };
}
