import { adminLink } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import { useSession } from '@gbc/web-kit/session';

export interface AdminNavLinkProps {
  /** The desktop bar's smaller size. */
  compact?: boolean;
  onClick?: () => void;
}

/**
 * The admin overview's link, shown only once the session is an admin's (never on the server, whose
 * pages everyone gets). Admin APIs refuse everyone else whatever the bar shows.
 */
export function AdminNavLink({ compact = false, onClick }: AdminNavLinkProps) {
  const { user } = useSession();
  if (!user?.roles.includes('admin')) return null;
  return (
    <ButtonLink to={adminLink.href} size={compact ? 'sm' : 'md'} variant="ghost" onClick={onClick}>
      {adminLink.label}
    </ButtonLink>
  );
}
