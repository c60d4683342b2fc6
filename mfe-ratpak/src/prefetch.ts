import type { RoutePrefetchContext } from '@gbc/web-kit';
import { demoQueries } from './laser-delight/demo-queries.js';

/*
 * What each page reads, with the same query options as its hooks, so the server render and the
 * browser's hydration find the same cache entries. Loaded only by the server renderer.
 */

export async function prefetchLaserDelight({ queryClient }: RoutePrefetchContext): Promise<void> {
  await queryClient.prefetchQuery(demoQueries.slots());
}
