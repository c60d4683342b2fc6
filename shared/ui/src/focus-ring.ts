import { css } from 'styled-components';
import { focusColor } from './surface.js';
import { theme } from './theme.js';

/**
 * Keyboard focus indicator: an outline 2px outside the element in the surface's focus colour (blue on
 * light, white on dark and brand), plus a white halo between element and outline. The halo keeps the
 * indicator at 3:1 or more where a light element (a white Card) sits on a dark section.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${focusColor};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${theme.colors.surface};
  }
`;
