import type { RoutePrefetchContext } from '@gbc/web-kit';
import { featuredVignettesLimit, latestVignettesLimit, moreVignettesLimit } from './vignettes/constants.js';
import { vignetteQueries } from './vignettes/queries.js';

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

export async function prefetchVignettes({ queryClient }: RoutePrefetchContext): Promise<void> {
  await queryClient.prefetchQuery(vignetteQueries.list({ fields: 'compact' }));
}

export async function prefetchVignette({ queryClient, params }: RoutePrefetchContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(vignetteQueries.detail(params.slug ?? '')),
    queryClient.prefetchQuery(vignetteQueries.list({ limit: moreVignettesLimit + 1, fields: 'compact' })),
  ]);
}
