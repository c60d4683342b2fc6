import { accountLinks } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import { useSession } from '@gbc/web-kit';

/** Sign in, or Account once the session is known to be signed in. */
export function AccountNavLink({ size, onClick }: { size?: 'sm' | 'md'; onClick?: () => void }) {
  const { status } = useSession();
  const link = status === 'signed-in' ? accountLinks.signedIn : accountLinks.signedOut;
  return (
    <ButtonLink to={link.href} size={size} variant="ghost" onClick={onClick}>
      {link.label}
    </ButtonLink>
  );
}
