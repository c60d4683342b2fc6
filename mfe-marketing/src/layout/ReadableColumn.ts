import { styled } from 'styled-components';

/** Long-form text column: lines of at most about 72 characters read comfortably. */
export const ReadableColumn = styled.div`
  max-width: 72ch;
`;
