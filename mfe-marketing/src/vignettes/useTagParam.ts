import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const tagParam = 'tag';

/** The chosen tag filter, kept in `?tag=` so a filtered list can be shared and bookmarked. */
export function useTagParam(): [string | null, (tag: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setTag = useCallback(
    (tag: string | null) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tag) next.set(tagParam, tag);
          else next.delete(tagParam);
          return next;
        },
        // Filtering is not navigation: no history entry per click and no jump to the top.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [searchParams.get(tagParam), setTag];
}
