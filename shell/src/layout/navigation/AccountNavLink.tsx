import { accountLinks } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import { useSession } from '@gbc/web-kit/session';
import { CircleUserRound } from 'lucide-react';
import { styled } from 'styled-components';
import { tightBarQuery } from '../layout-metrics.js';

const AccountLink = styled(ButtonLink)<{ $compact: boolean }>`
  white-space: nowrap;

  @media ${tightBarQuery} {
    svg {
      display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
    }
  }
`;

export interface AccountNavLinkProps {
  /** The desktop bar's smaller size, without the icon where the bar is tight. */
  compact?: boolean;
  onClick?: () => void;
}

/** Sign in, or Account once the session is known to be signed in: an icon and its visible label. */
export function AccountNavLink({ compact = false, onClick }: AccountNavLinkProps) {
  const { status } = useSession();
  const link = status === 'signed-in' ? accountLinks.signedIn : accountLinks.signedOut;
  return (
    <AccountLink
      to={link.href}
      size={compact ? 'sm' : 'md'}
      $compact={compact}
      variant="ghost"
      onClick={onClick}
    >
      <CircleUserRound aria-hidden="true" size={18} />
      {link.label}
    </AccountLink>
  );
}
