import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type DirectoryFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
} from './directory-filters.js';
import { afterFiltersWritten, afterUrlSeen, initialUrlFiltersState } from './url-filters-sync.js';

/** The directory's filters kept in the query string, so a filtered view can be shared and bookmarked. */
export function useDirectoryFiltersParams(): [DirectoryFilters, (filters: DirectoryFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const [state, setState] = useState(() => initialUrlFiltersState(urlFilters));
  const synced = afterUrlSeen(state, urlFilters);
  if (synced !== state) setState(synced);

  const setFilters = useCallback(
    (next: DirectoryFilters) => {
      setState((current) => afterFiltersWritten(current, next));
      setSearchParams((current) => filtersToSearchParams(next, current), {
        // Filtering is not navigation: no history entry per keystroke and no jump to the top.
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );
  return [synced.filters, setFilters];
}
