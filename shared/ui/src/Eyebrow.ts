import { styled } from 'styled-components';
import { accentColor } from './surface.js';
import { theme } from './theme.js';

/** Small uppercase kicker above a heading. */
export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${accentColor};
`;
