import { sessionHintCookieName } from '@gbc/contracts/identity';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { SessionProvider, useSession } from '@gbc/web-kit/session';
import { testSession, testSessionClient } from '@gbc/web-kit/session-testing';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

export const accessToken = testSession.accessToken;

/** Prints the URL and the session's status, so tests see redirects and wait for the session check. */
function Probe() {
  const location = useLocation();
  const { status } = useSession();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      {status === 'loading' ? null : <div data-testid="session">{status}</div>}
    </>
  );
}

/** Renders a page as the shell does (query client, design system, router, session) at `url`. */
export async function renderPage(page: ReactElement, { url, signedIn }: { url: string; signedIn: boolean }) {
  // Identity's hint that a refresh cookie may exist: only then does the provider ask for a session.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=${signedIn ? '1' : '0'}; path=/`;
  const rendered = render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <SessionProvider client={testSessionClient(signedIn)} channel={null}>
            {page}
            <Probe />
          </SessionProvider>
        </MemoryRouter>
      </UiProvider>
    </QueryProvider>,
  );
  await screen.findByTestId('session');
  return rendered;
}

export const currentPath = () => screen.getByTestId('location').textContent;

export interface SentRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** Answers every API call with `answer`, recording what was sent. */
export function fakeApi(answer: { status: number; body: unknown }): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push({
      path: new URL(input, window.location.origin).pathname,
      body: JSON.parse(String(init.body ?? '{}')),
      authorization: headers.get('authorization') ?? undefined,
    });
    return {
      ok: answer.status < 300,
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
  return sent;
}
