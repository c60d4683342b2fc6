import { queryStateElementId } from '@gbc/site-map';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The query state a page was rendered with, its queries counted as fetched at `receivedAt`. The gateway
 * serves a rendered page from its cache for up to a minute and drops it on any write that changes it,
 * so the data is as current as a fetch made when the page arrived. Counted from the render instead, a
 * page served from the cache after the queries' stale time refetched every query as it hydrated, and
 * loaded their schemas with it.
 */
export function asFetchedAt(state: DehydratedState, receivedAt: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt > 0
        ? { ...query, state: { ...query.state, dataUpdatedAt: receivedAt } }
        : query,
    ),
  };
}

/** The query state the server rendered the page with (a JSON script, which the CSP allows), if any. */
export function readPageQueryState(receivedAt = Date.now()): DehydratedState | undefined {
  const text = document.getElementById(queryStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return asFetchedAt(JSON.parse(text) as DehydratedState, receivedAt);
  } catch {
    return undefined;
  }
}
