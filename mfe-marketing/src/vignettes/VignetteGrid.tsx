import type { VignetteSummary } from '@gbc/contracts/marketing';
import { GridList, VisuallyHidden } from '@gbc/ui';
import { styled } from 'styled-components';
import { vignettesPageCopy } from './copy.js';
import { VignetteCard } from './VignetteCard.js';
import { VignetteCardSkeleton } from './VignetteCardSkeleton.js';

const CardList = styled(GridList)`
  & > li {
    display: flex;
  }

  & > li > * {
    flex: 1;
  }
`;

export interface VignetteGridProps {
  vignettes: readonly VignetteSummary[];
  /** While true, `placeholderCount` card placeholders stand in for the list and the region is busy. */
  loading: boolean;
  placeholderCount: number;
  compact?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** Vignette cards in a responsive list: one column, two from md, three from lg. */
export function VignetteGrid({
  vignettes,
  loading,
  placeholderCount,
  compact,
  headingLevel,
}: VignetteGridProps) {
  return (
    <div aria-busy={loading}>
      {loading ? (
        <>
          <VisuallyHidden role="status">{vignettesPageCopy.loading}</VisuallyHidden>
          <CardList aria-hidden="true">
            {Array.from({ length: placeholderCount }, (_, index) => (
              // Identical placeholders: their position is their only identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list of placeholders
              <li key={index}>
                <VignetteCardSkeleton />
              </li>
            ))}
          </CardList>
        </>
      ) : (
        <CardList>
          {vignettes.map((vignette) => (
            <li key={vignette.id}>
              <VignetteCard vignette={vignette} compact={compact} headingLevel={headingLevel} />
            </li>
          ))}
        </CardList>
      )}
    </div>
  );
}
