import { styled } from 'styled-components';
import { media } from './media.js';
import { theme } from './theme.js';

/** Centres content in the site's column with responsive side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.containerWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};

  ${media.md`
    padding-inline: ${theme.space.lg};
  `}

  ${media.lg`
    padding-inline: ${theme.space.xl};
  `}
`;
