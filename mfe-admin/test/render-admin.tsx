import type { UserRole } from '@gbc/contracts';
import { type AssuranceLevel, type SessionResponse, sessionHintCookieName } from '@gbc/contracts/identity';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { type SessionClient, SessionProvider } from '@gbc/web-kit/session';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export type TestVisitor = 'signed-out' | { roles: UserRole[]; aal: AssuranceLevel };

export const adminVisitor: TestVisitor = { roles: ['admin'], aal: 'aal2' };

function sessionOf(roles: UserRole[], aal: AssuranceLevel): SessionResponse {
  return {
    accessToken: 'admin-access-token',
    tokenType: 'Bearer',
    expiresIn: 600,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    aal,
    user: {
      id: 'u1',
      email: 'admin@example.org',
      displayName: 'Admin',
      roles,
      emailVerified: true,
      mfaEnabled: aal === 'aal2',
      hasPassword: true,
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  };
}

/** `ui` at `path`, inside the providers the shell gives a remote, with `visitor`'s session. */
export function renderAsVisitor(ui: ReactNode, visitor: TestVisitor, path = '/admin') {
  // The session provider tries a refresh only when identity left its hint cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=${visitor === 'signed-out' ? '0' : '1'}`;
  const client: SessionClient = {
    refresh: async () => {
      if (visitor === 'signed-out') throw Object.assign(new Error('no session'), { status: 401 });
      return sessionOf(visitor.roles, visitor.aal);
    },
    signOut: async () => {},
  };
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <SessionProvider client={client} channel={null}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SessionProvider>
      </UiProvider>
    </QueryProvider>,
  );
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Puts `answers` behind global fetch, keyed by path, or by `METHOD path` where one path answers reads and
 * writes differently (the method-qualified key wins); other requests answer 404. Returns the mock to
 * inspect calls.
 */
export function answerApi(answers: Record<string, FakeAnswer>): jest.Mock {
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, window.location.origin).pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const found = answers[`${method} ${path}`] ?? answers[path] ?? { status: 404 };
    return {
      ok: found.status >= 200 && found.status < 300,
      status: found.status,
      text: async () => (found.body === undefined ? '' : JSON.stringify(found.body)),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies sent to `path` with `method`, in order. */
export function sentBodies(fetchMock: jest.Mock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]: [string, RequestInit | undefined]) =>
        new URL(input, window.location.origin).pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)));
}
