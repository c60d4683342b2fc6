import { focusRing, theme } from '@gbc/ui';
import { css } from 'styled-components';

/**
 * Look of the header's links and menu triggers; the current page is underlined in the accent colour.
 * Labels never wrap: the bar is sized for them on one line from the lg breakpoint up.
 */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 40px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }

  &[aria-current='page'],
  &[data-active='true'] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }

  ${focusRing}
`;
