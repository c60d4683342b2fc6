import { pathTo, withSearch } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import type { MouseEvent } from 'react';
import { vignettesPageCopy } from './copy.js';
import { cursorParam, tagParam } from './useVignetteListParams.js';

export interface LoadMoreLinkProps {
  tag: string | null;
  nextCursor: string;
  loading: boolean;
  onLoadMore(): void;
}

/**
 * "Load more" as a real link to the next page (`?cursor=`), so it works without JavaScript; with it,
 * the click appends the next page in place instead of navigating.
 */
export function LoadMoreLink({ tag, nextCursor, loading, onLoadMore }: LoadMoreLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onLoadMore();
  };
  return (
    <ButtonLink
      to={withSearch(pathTo('/vignettes'), { [tagParam]: tag, [cursorParam]: nextCursor })}
      variant="outline"
      onClick={onClick}
      aria-disabled={loading || undefined}
      preventScrollReset
    >
      {loading ? vignettesPageCopy.loadingMore : vignettesPageCopy.loadMore}
    </ButtonLink>
  );
}
