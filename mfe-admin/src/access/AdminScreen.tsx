import type { UserProfile } from '@gbc/contracts/identity';
import { pathTo } from '@gbc/site-map';
import { Alert, ButtonLink, Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { useSession } from '@gbc/web-kit/session';
import { type ReactNode, useId } from 'react';
import { adminAccessCopy as copy } from './content/admin-access-copy.js';

/** What an admin screen's content gets once the session is an administrator's with the second factor. */
export interface AdminAccess {
  user: UserProfile;
  /** For the admin APIs (`Authorization: Bearer`); never rendered, cached by key only. */
  accessToken: string;
}

export interface AdminScreenProps {
  /** The page's `<h1>`, shown in every state. */
  title: string;
  /** The screen itself, rendered only for an administrator's aal2 session (never on the server). */
  children: (access: AdminAccess) => ReactNode;
}

function Refusal({
  message,
  link,
}: {
  message: string;
  link: { label: string; to: ReturnType<typeof pathTo> };
}) {
  return (
    <Stack gap="md">
      <Alert tone="info">{message}</Alert>
      <div>
        <ButtonLink to={link.to}>{link.label}</ButtonLink>
      </div>
    </Stack>
  );
}

/**
 * The guard every admin screen renders in: signed out (and on the server, where no session is known)
 * a refusal with a sign-in link; a signed-in account without the admin role a refusal; an admin whose
 * session lacks the second factor a step-up message; only an admin with `aal2` gets `children`. The
 * admin APIs refuse the same callers on the server, whatever this component shows.
 */
export function AdminScreen({ title, children }: AdminScreenProps) {
  const session = useSession();
  const headingId = useId();
  const { user, accessToken } = session;

  let body: ReactNode;
  if (session.status !== 'signed-in' || !user || !accessToken) {
    body = <Refusal message={copy.signedOut} link={{ label: copy.signIn, to: pathTo('/sign-in') }} />;
  } else if (!user.roles.includes('admin')) {
    body = <Text role="alert">{copy.notAdmin}</Text>;
  } else if (session.aal !== 'aal2') {
    body = <Refusal message={copy.stepUp} link={{ label: copy.account, to: pathTo('/account') }} />;
  } else {
    body = children({ user, accessToken });
  }
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Stack gap="lg">
          <Heading level={1} id={headingId}>
            {title}
          </Heading>
          {body}
        </Stack>
      </Container>
    </Section>
  );
}
