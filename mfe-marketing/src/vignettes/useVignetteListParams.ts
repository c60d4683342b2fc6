import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const tagParam = 'tag';
export const cursorParam = 'cursor';

export interface VignetteListParamsFromUrl {
  /** The chosen tag filter, or null for all. */
  tag: string | null;
  /** Where the list starts: set by a "Load more" link followed without JavaScript. */
  cursor: string | null;
  selectTag(tag: string | null): void;
}

/** The list's tag filter and start cursor, kept in `?tag=` and `?cursor=` so a list can be shared and bookmarked. */
export function useVignetteListParams(): VignetteListParamsFromUrl {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectTag = useCallback(
    (tag: string | null) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tag) next.set(tagParam, tag);
          else next.delete(tagParam);
          // A cursor belongs to one filtered sequence; another filter starts from the newest.
          next.delete(cursorParam);
          return next;
        },
        // Filtering is not navigation: no history entry per click and no jump to the top.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return { tag: searchParams.get(tagParam), cursor: searchParams.get(cursorParam), selectTag };
}
