import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles.js';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} data-gbc-button="" {...rest} />;
}
