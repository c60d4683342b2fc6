import { css } from 'styled-components';
import { focusRing } from './focus-ring.js';
import { reducedMotion } from './media.js';
import { accentColor } from './surface.js';
import { theme } from './theme.js';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

/** Heights keep every size above the 24px minimum target of WCAG 2.2 (2.5.8). */
const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 0 ${theme.space.md};
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${theme.space.lg};
    font-size: ${theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${theme.space.xl};
    font-size: ${theme.fontSizes.lg};
  `,
};

/** Outline and ghost take the surface accent, so they stay legible on dark and brand sections. */
const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${theme.colors.brandSoftHover};
    }
  `,
  outline: css`
    background: transparent;
    color: ${accentColor};
    border-color: currentColor;
    &:hover:not(:disabled) {
      background: rgba(148, 163, 184, 0.16);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${accentColor};
    &:hover:not(:disabled) {
      background: rgba(148, 163, 184, 0.16);
    }
  `,
};

/** One look shared by Button, ButtonLink and ExternalButtonLink. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.transitions.fast}, color ${theme.transitions.fast}, border-color ${theme.transitions.fast};
  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}
  ${focusRing}

  &:disabled:not([data-not-ready]) {
    cursor: not-allowed;
    opacity: 0.6;
  }

  svg {
    flex-shrink: 0;
  }

  ${reducedMotion} {
    transition: none;
  }
`;
