import { styled } from 'styled-components';
import { theme } from './theme.js';

/** A topic chip (vignette tags, filters shown as text). */
export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.5;
  white-space: nowrap;
`;
