import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles.js';

export interface SubmitButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledSubmit = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * The submit button of a form that works without JavaScript (a GET search form): unlike `Button` it is
 * enabled in the server HTML, because the browser submits the form itself before hydration.
 */
export function SubmitButton({ variant = 'primary', size = 'md', ...rest }: SubmitButtonProps) {
  return <StyledSubmit $variant={variant} $size={size} type="submit" data-gbc-button="" {...rest} />;
}
