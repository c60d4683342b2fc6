import type { UserRole } from '@gbc/contracts';
import { type SessionResponse, sessionHintCookieName } from '@gbc/contracts/identity';
import { adminLink } from '@gbc/site-map';
import { type SessionClient, SessionProvider } from '@gbc/web-kit/session';
import { screen, within } from '@testing-library/react';
import { Navigation } from '../src/layout/navigation/Navigation.js';
import { renderInRouter } from './render-site.js';

function sessionWith(roles: UserRole[]): SessionResponse {
  return {
    accessToken: 'access-1',
    tokenType: 'Bearer',
    expiresIn: 600,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    aal: 'aal2',
    user: {
      id: 'u1',
      email: 'ada@example.org',
      displayName: 'Ada Lovelace',
      roles,
      emailVerified: true,
      mfaEnabled: true,
      hasPassword: true,
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  };
}

function renderNavigationFor(roles: UserRole[]) {
  const client: SessionClient = { refresh: async () => sessionWith(roles), signOut: async () => {} };
  renderInRouter(
    <SessionProvider client={client} channel={null}>
      <Navigation />
    </SessionProvider>,
  );
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=1; path=/`;
});

describe('the Admin link beside the account link', () => {
  it('is shown to a signed-in admin and leads to the admin overview', async () => {
    renderNavigationFor(['admin']);
    const link = await mainNav().findByRole('link', { name: adminLink.label });
    expect(link).toHaveAttribute('href', adminLink.href);
  });

  it('is not shown to a signed-in account without the admin role', async () => {
    renderNavigationFor(['member']);
    await mainNav().findByRole('link', { name: 'Account' });
    expect(mainNav().queryByRole('link', { name: adminLink.label })).not.toBeInTheDocument();
  });
});
