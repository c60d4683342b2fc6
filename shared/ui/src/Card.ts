import { css, styled } from 'styled-components';
import { focusRing } from './focus-ring.js';
import { withoutProps } from './forward-props.js';
import { reducedMotion } from './media.js';
import { lightSurface, mutedTextColor } from './surface.js';
import { theme } from './theme.js';

export interface CardProps {
  /** Lifts on hover and focus: use it when the whole card is a link or button (`as={Link}`). */
  interactive?: boolean;
}

const interactiveStyles = css`
  cursor: pointer;
  color: inherit;
  text-decoration: none;
  transition: transform ${theme.transitions.base}, box-shadow ${theme.transitions.base};

  &:hover,
  &:focus-visible {
    transform: translateY(-4px);
    box-shadow: ${theme.shadows.lg};
  }

  ${focusRing}

  ${reducedMotion} {
    transition: none;
    &:hover,
    &:focus-visible {
      transform: none;
    }
  }
`;

/** A bordered content box; polymorphic through `as` (article, li, Link). */
export const Card = styled.div.withConfig(withoutProps('interactive'))<CardProps>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${lightSurface}
  box-shadow: ${theme.shadows.sm};
  ${({ interactive }) => (interactive ? interactiveStyles : '')}
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.3;
`;

export const CardBody = styled.div`
  color: ${mutedTextColor};
  font-size: ${theme.fontSizes.md};
  line-height: 1.6;
`;
