import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import { withoutProps } from './forward-props.js';
import { type SpaceValue, spaceToCss } from './theme.js';

export interface StackProps {
  /** Space between children: a theme space key or pixels. Defaults to `md`. */
  gap?: SpaceValue;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/** Lays children out in one direction with even spacing. */
export const Stack = styled.div.withConfig(
  withoutProps('gap', 'direction', 'align', 'justify', 'wrap'),
)<StackProps>`
  display: flex;
  flex-direction: ${({ direction = 'column' }) => direction};
  gap: ${({ gap = 'md' }) => spaceToCss(gap)};
  align-items: ${({ align = 'stretch' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
  flex-wrap: ${({ wrap = false }) => (wrap ? 'wrap' : 'nowrap')};
`;
