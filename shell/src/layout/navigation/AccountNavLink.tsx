import { accountLinks } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import { useSession } from '@gbc/web-kit';
import { CircleUserRound } from 'lucide-react';

export interface AccountNavLinkProps {
  /** The desktop bar has no room for words: an icon named by its label there. */
  compact?: boolean;
  onClick?: () => void;
}

/** Sign in, or Account once the session is known to be signed in. */
export function AccountNavLink({ compact = false, onClick }: AccountNavLinkProps) {
  const { status } = useSession();
  const link = status === 'signed-in' ? accountLinks.signedIn : accountLinks.signedOut;
  return (
    <ButtonLink
      to={link.href}
      size={compact ? 'sm' : 'md'}
      variant="ghost"
      onClick={onClick}
      aria-label={compact ? link.label : undefined}
      title={compact ? link.label : undefined}
    >
      {compact ? <CircleUserRound aria-hidden="true" size={20} /> : link.label}
    </ButtonLink>
  );
}
