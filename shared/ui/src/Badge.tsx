import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type ToneName, theme } from './theme.js';

/** Any tone of the theme, `danger` included. */
export type BadgeTone = ToneName;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.5;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  background: ${({ $tone }) => theme.tones[$tone].background};
  color: ${({ $tone }) => theme.tones[$tone].foreground};
`;

/** A short status label such as FEATURED or NEW. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
