import type { RoutePrefetchContext } from '@gbc/web-kit';
import { featuredVignettesLimit, latestVignettesLimit, moreVignettesLimit } from './vignettes/constants.js';
import { vignetteQueries } from './vignettes/queries.js';
import { cursorParam, tagParam } from './vignettes/useVignetteListParams.js';

/*
 * What each page reads, with the same query options as its hooks (`vignettes/api.ts`), so the server
 * render and the browser's hydration find the same cache entries. Loaded only by the server renderer.
 */

export async function prefetchHome({ queryClient }: RoutePrefetchContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(vignetteQueries.hero()),
    queryClient.prefetchQuery(vignetteQueries.list({ limit: featuredVignettesLimit, fields: 'compact' })),
    queryClient.prefetchQuery(vignetteQueries.list({ limit: latestVignettesLimit, fields: 'compact' })),
  ]);
}

export async function prefetchVignettes({ queryClient, searchParams }: RoutePrefetchContext): Promise<void> {
  const tag = searchParams.get(tagParam) ?? undefined;
  const cursor = searchParams.get(cursorParam) ?? undefined;
  // The list as the URL asks for it, and the unfiltered first page whose tags the filter offers
  // (one and the same query when neither a tag nor a cursor is given).
  await Promise.all([
    queryClient.prefetchInfiniteQuery(vignetteQueries.pages({ tag, fields: 'compact', cursor })),
    queryClient.prefetchInfiniteQuery(vignetteQueries.pages({ fields: 'compact' })),
  ]);
}

export async function prefetchVignette({ queryClient, params }: RoutePrefetchContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(vignetteQueries.detail(params.slug ?? '')),
    queryClient.prefetchQuery(vignetteQueries.list({ limit: moreVignettesLimit + 1, fields: 'compact' })),
  ]);
}
