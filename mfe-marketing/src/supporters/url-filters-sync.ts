import { type DirectoryFilters, filtersToSearchParams } from './directory-filters.js';

/**
 * The directory's filters as the page shows them, kept in step with the URL. The page answers each
 * change at once from this state, while the router applies the URL it writes in a transition, later
 * and possibly skipping intermediate ones; reading the filters back from the URL would lag behind the
 * typing and act on stale values. A URL that arrives and is not one the page wrote (back or forward,
 * the Clear filters link) replaces the state.
 */
export interface UrlFiltersState {
  filters: DirectoryFilters;
  /** The filters' query of the URL last seen. */
  seenQuery: string;
  /** Queries written and not yet seen arriving, oldest first. */
  written: readonly string[];
}

/** The filters' part of a URL's query, in one canonical form. */
export function filtersQuery(filters: DirectoryFilters): string {
  return filtersToSearchParams(filters).toString();
}

export function initialUrlFiltersState(urlFilters: DirectoryFilters): UrlFiltersState {
  return { filters: urlFilters, seenQuery: filtersQuery(urlFilters), written: [] };
}

/** The state after the URL's filters are seen: unchanged, an echo of a write, or a change from outside. */
export function afterUrlSeen(state: UrlFiltersState, urlFilters: DirectoryFilters): UrlFiltersState {
  const query = filtersQuery(urlFilters);
  if (query === state.seenQuery) return state;
  const echo = state.written.indexOf(query);
  if (echo >= 0) return { ...state, seenQuery: query, written: state.written.slice(echo + 1) };
  return { filters: urlFilters, seenQuery: query, written: [] };
}

/** The state after the page changes the filters and writes them into the URL. */
export function afterFiltersWritten(state: UrlFiltersState, filters: DirectoryFilters): UrlFiltersState {
  const query = filtersQuery(filters);
  const latest = state.written.at(-1) ?? state.seenQuery;
  return {
    filters,
    seenQuery: state.seenQuery,
    written: query === latest ? state.written : [...state.written, query],
  };
}
