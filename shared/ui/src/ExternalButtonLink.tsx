import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles.js';
import { VisuallyHidden } from './VisuallyHidden.js';

export interface ExternalButtonLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link to another site, opened in a new tab without giving that page access to this one. */
export function ExternalButtonLink({
  variant = 'primary',
  size = 'md',
  children,
  ...rest
}: ExternalButtonLinkProps) {
  return (
    <StyledAnchor
      $variant={variant}
      $size={size}
      data-gbc-button=""
      target="_blank"
      rel="noopener noreferrer"
      {...rest}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </StyledAnchor>
  );
}
