import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './button-styles.js';

export interface DownloadButtonLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'download'> {
  /** The file's address (an API path from the contracts). */
  href: string;
  /** The name the browser saves the file under. */
  fileName: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * A link that downloads a file and looks like a Button. A plain link, so it works before hydration and
 * without JavaScript.
 */
export function DownloadButtonLink({
  variant = 'primary',
  size = 'md',
  fileName,
  ...rest
}: DownloadButtonLinkProps) {
  return <StyledAnchor $variant={variant} $size={size} data-gbc-button="" download={fileName} {...rest} />;
}
