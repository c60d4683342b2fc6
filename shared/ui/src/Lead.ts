import { styled } from 'styled-components';
import { media } from './media.js';
import { mutedTextColor } from './surface.js';
import { theme } from './theme.js';

/** The larger introductory paragraph under a page or section heading. */
export const Lead = styled.p`
  margin: 0;
  max-width: 65ch;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.6;
  color: ${mutedTextColor};

  ${media.md`
    font-size: ${theme.fontSizes.xl};
  `}
`;
