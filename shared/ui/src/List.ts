import type { CSSProperties } from 'react';
import { css, styled } from 'styled-components';
import { withoutProps } from './forward-props.js';
import { Grid } from './Grid.js';
import { type SpaceValue, spaceToCss } from './theme.js';

/** Removes the browser's bullets, indent and margins while the element keeps its list semantics. */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ListProps {
  /** Space between items: a theme space key or pixels. Defaults to none. */
  gap?: SpaceValue;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  wrap?: boolean;
}

/**
 * A `ul` (or `ol` with `as="ol"`) without browser list styling, its items laid out in one direction.
 * Screen readers still announce it as a list of n items, which a stack of divs would not be.
 */
export const List = styled.ul.withConfig(withoutProps('gap', 'direction', 'align', 'wrap'))<ListProps>`
  ${listReset}
  display: flex;
  flex-direction: ${({ direction = 'column' }) => direction};
  gap: ${({ gap = 0 }) => spaceToCss(gap)};
  align-items: ${({ align = 'stretch' }) => align};
  flex-wrap: ${({ wrap = false }) => (wrap ? 'wrap' : 'nowrap')};

  /* display: flex would otherwise beat the browser's own rule for the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

/** A list laid out as the responsive `Grid` (cards, figures), without browser list styling. */
export const GridList = styled(Grid).attrs({ as: 'ul' })`
  ${listReset}
`;
