import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles.js';
import { notReadyStyles, useReadyAfterHydration } from './hydration.js';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  ${notReadyStyles}
`;

/**
 * A native button; `type` defaults to "button" so it never submits a form by accident. It works only
 * with JavaScript, so in server HTML it is disabled and marked not ready until hydrated.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const ready = useReadyAfterHydration(disabled);
  return <StyledButton $variant={variant} $size={size} type={type} data-gbc-button="" {...rest} {...ready} />;
}
