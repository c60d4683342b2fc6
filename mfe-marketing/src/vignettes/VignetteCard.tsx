import type { VignetteSummary } from '@gbc/contracts/marketing';
import { pathTo } from '@gbc/site-map';
import { Card, CardBody, CardTitle, focusRing } from '@gbc/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { cardTagCount } from './constants.js';
import { vignetteCardCopy } from './copy.js';
import { VignetteMeta } from './VignetteMeta.js';
import { VignetteTags } from './VignetteTags.js';

export interface VignetteCardProps {
  vignette: VignetteSummary;
  /** Compact cards (home, More Vignettes) show two tags, full cards three. */
  compact?: boolean;
  /** Outline level of the title: 2 when the cards sit right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3 | 4;
}

const PositionedCard = styled(Card)`
  position: relative;
`;

/** The title link's hit area covers the whole card, so the card is one link whose name is its visible title. */
const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  ${focusRing}
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** A vignette teaser: one link per card, no nested controls, so a screen reader's link list stays short. */
export function VignetteCard({ vignette, compact = false, headingLevel = 3 }: VignetteCardProps) {
  const tags = vignette.tags.slice(0, compact ? cardTagCount.compact : cardTagCount.full);
  return (
    <PositionedCard as="article" interactive>
      <VignetteMeta vignette={vignette} />
      <CardTitle as={`h${headingLevel}`}>
        <StretchedLink to={pathTo('/vignettes/:slug', { slug: vignette.slug })}>
          {vignette.title}
        </StretchedLink>
      </CardTitle>
      <CardBody>{vignette.excerpt}</CardBody>
      <VignetteTags tags={tags} label={vignetteCardCopy.tagsLabel} />
    </PositionedCard>
  );
}
