import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { mutedTextColor } from './surface.js';
import { theme } from './theme.js';

export type TextSize = 'sm' | 'md' | 'lg';
export type TextTone = 'default' | 'muted';

export interface TextProps extends ComponentPropsWithRef<'p'> {
  size?: TextSize;
  /** `muted` picks the secondary text colour of the surface it sits on (AA on every Section tone). */
  tone?: TextTone;
}

const fontSizeBySize: Record<TextSize, string> = {
  sm: theme.fontSizes.sm,
  md: theme.fontSizes.md,
  lg: theme.fontSizes.lg,
};

const StyledText = styled.p<{ $size: TextSize; $tone: TextTone }>`
  margin: 0;
  font-size: ${({ $size }) => fontSizeBySize[$size]};
  line-height: 1.6;
  color: ${({ $tone }) => ($tone === 'muted' ? mutedTextColor : 'inherit')};
`;

/** Body copy paragraph. */
export function Text({ size = 'md', tone = 'default', ...rest }: TextProps) {
  return <StyledText $size={size} $tone={tone} {...rest} />;
}
