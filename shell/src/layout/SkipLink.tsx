import { theme } from '@gbc/ui';
import { styled } from 'styled-components';
import { mainContentId } from './layout-metrics.js';

const Link = styled.a`
  position: fixed;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: ${theme.zIndices.overlay};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** First tab stop of every page: jumps past the navigation to the page content. */
export function SkipLink() {
  return <Link href={`#${mainContentId}`}>Skip to main content</Link>;
}
