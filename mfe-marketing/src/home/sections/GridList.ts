import { Grid } from '@gbc/ui';
import { styled } from 'styled-components';

/** A Grid rendered as a list, so cards are announced with their count; only the list chrome is removed. */
export const GridList = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;
