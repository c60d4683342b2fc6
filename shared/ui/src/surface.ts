import { css } from 'styled-components';
import { theme } from './theme.js';

/**
 * Custom properties that text-level primitives and focus rings read (Text, Lead, Eyebrow, outline and
 * ghost buttons, focusRing), so they keep AA contrast on whichever surface they sit, without a prop.
 */
export const surfaceVars = {
  mutedText: '--gbc-muted-text',
  accent: '--gbc-accent',
  focus: '--gbc-focus',
} as const;

export const lightSurface = css`
  color: ${theme.colors.ink};
  ${surfaceVars.mutedText}: ${theme.colors.muted};
  ${surfaceVars.accent}: ${theme.colors.primary};
  ${surfaceVars.focus}: ${theme.colors.focus};
`;

export const darkSurface = css`
  color: ${theme.colors.onDark};
  ${surfaceVars.mutedText}: ${theme.colors.mutedOnDark};
  ${surfaceVars.accent}: ${theme.colors.onDark};
  ${surfaceVars.focus}: ${theme.colors.onDark};

  a:not([data-gbc-button]) {
    color: inherit;
  }
`;

export const mutedTextColor = `var(${surfaceVars.mutedText}, ${theme.colors.muted})`;
export const accentColor = `var(${surfaceVars.accent}, ${theme.colors.primary})`;
export const focusColor = `var(${surfaceVars.focus}, ${theme.colors.focus})`;
