import { adminLink } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import { useSession } from '@gbc/web-kit/session';
import { ShieldCheck } from 'lucide-react';
import { styled } from 'styled-components';
import { tightBarQuery } from '../layout-metrics.js';

const AdminLink = styled(ButtonLink)<{ $compact: boolean }>`
  white-space: nowrap;

  @media ${tightBarQuery} {
    svg {
      display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
    }
  }
`;

/** Whether the session is an admin's: known only in the browser, so false on the server. */
export function useIsAdmin(): boolean {
  return useSession().user?.roles.includes('admin') ?? false;
}

export interface AdminNavLinkProps {
  /** The desktop bar's smaller size, without the icon where the bar is tight. */
  compact?: boolean;
  onClick?: () => void;
}

/**
 * The admin overview's link beside the account link, for admins only (never on the server, whose
 * pages everyone gets). Admin APIs refuse everyone else whatever the bar shows.
 */
export function AdminNavLink({ compact = false, onClick }: AdminNavLinkProps) {
  if (!useIsAdmin()) return null;
  return (
    <AdminLink
      to={adminLink.href}
      size={compact ? 'sm' : 'md'}
      $compact={compact}
      variant="ghost"
      onClick={onClick}
    >
      <ShieldCheck aria-hidden="true" size={18} />
      {adminLink.label}
    </AdminLink>
  );
}
