import type { SitePath } from '@gbc/site-map';
import { Link, type LinkProps } from 'react-router-dom';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles.js';

export interface ButtonLinkProps extends Omit<LinkProps, 'to'> {
  /** Built with `pathTo()`, so a renamed or missing route is a type error, not a dead link. */
  to: SitePath;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An in-site link (react-router) that looks like a Button. */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} data-gbc-button="" {...rest} />;
}
