import type { SessionResponse } from '@gbc/contracts/identity';
import type { SessionClient } from './session.js';

/** A signed-in member's session as identity answers it, for jsdom tests of pages that read the session. */
export const testSession: SessionResponse = {
  accessToken: 'access-1',
  tokenType: 'Bearer',
  expiresIn: 600,
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  aal: 'aal1',
  user: {
    id: 'u1',
    email: 'ada@example.org',
    displayName: 'Ada Lovelace',
    roles: [],
    emailVerified: true,
    mfaEnabled: false,
    hasPassword: true,
    createdAt: '2026-11-23T10:00:00.000Z',
  },
};

/** A session client that refreshes to `testSession` when signed in, and answers 401 when not. */
export function testSessionClient(signedIn: boolean): SessionClient {
  return {
    refresh: async () => {
      if (signedIn) return testSession;
      throw Object.assign(new Error('no session'), { status: 401 });
    },
    signOut: async () => undefined,
  };
}
