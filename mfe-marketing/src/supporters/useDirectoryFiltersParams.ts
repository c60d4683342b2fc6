import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type DirectoryFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
} from './directory-filters.js';

/** The directory's filters kept in the query string, so a filtered view can be shared and bookmarked. */
export function useDirectoryFiltersParams(): [DirectoryFilters, (filters: DirectoryFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: DirectoryFilters) =>
      setSearchParams((current) => filtersToSearchParams(next, current), {
        // Filtering is not navigation: no history entry per keystroke and no jump to the top.
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  return [filters, setFilters];
}
