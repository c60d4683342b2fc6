import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { theme } from './theme.js';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface HeadingProps extends ComponentPropsWithRef<'h1'> {
  /** Document outline level: renders h1..h4. */
  level: HeadingLevel;
  /** Visual size when it should differ from the level's default. */
  size?: HeadingSize;
}

const fontSizeBySize: Record<HeadingSize, string> = {
  sm: theme.fontSizes.lg,
  md: theme.fontSizes['2xl'],
  lg: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  xl: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
  '2xl': 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)',
};

const defaultSizeByLevel: Record<HeadingLevel, HeadingSize> = { 1: '2xl', 2: 'xl', 3: 'lg', 4: 'md' };

const StyledHeading = styled.h1<{ $size: HeadingSize }>`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${({ $size }) => fontSizeBySize[$size]};
  font-weight: 700;
  line-height: 1.2;
  letter-spacing: -0.01em;
  text-wrap: balance;
`;

export function Heading({ level, size, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSizeByLevel[level]} {...rest} />;
}
