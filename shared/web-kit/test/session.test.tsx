import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { type SessionResponse, sessionHintCookieName } from '@gbc/contracts/identity';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../src/api-error.js';
import {
  refreshMarginMs,
  type SessionChannel,
  type SessionClient,
  SessionProvider,
  sessionChannelName,
  useSession,
} from '../src/session.js';

const tenMinutes = 600_000;

function sessionFor(email: string, token: string, lifetimeMs = tenMinutes): SessionResponse {
  return {
    accessToken: token,
    tokenType: 'Bearer',
    expiresIn: lifetimeMs / 1000,
    expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
    aal: 'aal1',
    user: {
      id: 'u1',
      email,
      displayName: 'Ada',
      roles: ['member'],
      emailVerified: true,
      mfaEnabled: false,
      hasPassword: true,
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  };
}

const unauthorized = () => new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'signed out' });
const offline = () => new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });

function fakeClient(): jest.Mocked<SessionClient> {
  return { refresh: jest.fn(), signOut: jest.fn().mockResolvedValue(undefined) };
}

function Status() {
  const session = useSession();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <p data-testid="token">{session.accessToken ?? 'none'}</p>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => session.signIn(sessionFor('ada@example.org', 't9'))}>
        Sign in
      </button>
    </>
  );
}

const status = () => screen.getByTestId('status').textContent;
const token = () => screen.getByTestId('token').textContent;

/** One tab's session: the provider without a cross-tab channel, showing `Status`. */
const renderStatus = (client: SessionClient) =>
  render(
    <SessionProvider client={client} channel={null}>
      <Status />
    </SessionProvider>,
  );

/** A tab signed in with token t1 whose next refresh answers t2. */
async function signInThenRenew(): Promise<jest.Mocked<SessionClient>> {
  const client = fakeClient();
  client.refresh
    .mockResolvedValueOnce(sessionFor('ada@example.org', 't1'))
    .mockImplementationOnce(async () => sessionFor('ada@example.org', 't2'));
  renderStatus(client);
  await waitFor(() => expect(token()).toBe('t1'));
  return client;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const setSessionHint = (present: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=${present ? '1; path=/' : '; path=/; max-age=0'}`;
};

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
  setSessionHint(true);
});

afterEach(() => {
  jest.useRealTimers();
  setSessionHint(false);
});

describe('SessionProvider', () => {
  test('outside a provider (server render, embedded widget) the session is loading and anonymous', () => {
    render(<Status />);
    expect(status()).toBe('loading');
    expect(token()).toBe('none');
  });

  test('a refresh cookie from an earlier visit signs the visitor in; none leaves them signed out', async () => {
    const client = fakeClient();
    client.refresh.mockResolvedValueOnce(sessionFor('ada@example.org', 't1'));
    const { unmount } = renderStatus(client);
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(token()).toBe('t1');
    unmount();

    client.refresh.mockRejectedValueOnce(unauthorized());
    renderStatus(client);
    await waitFor(() => expect(status()).toBe('signed-out'));
  });

  test('without the session hint an anonymous visitor is signed out at once, with no refresh call', async () => {
    setSessionHint(false);
    const client = fakeClient();
    render(
      <SessionProvider client={client} channel={null}>
        <Status />
      </SessionProvider>,
    );
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(client.refresh).not.toHaveBeenCalled();
  });

  test('a sign-in during the first refresh is not undone by its late refusal', async () => {
    const client = fakeClient();
    let refuse: (error: unknown) => void = () => {};
    client.refresh.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    renderStatus(client);
    await act(async () => {
      screen.getByRole('button', { name: 'Sign in' }).click();
    });
    expect(token()).toBe('t9');
    await act(async () => {
      refuse(unauthorized());
    });
    expect(status()).toBe('signed-in');
    expect(token()).toBe('t9');
  });

  test('refreshes a minute before the access token expires', async () => {
    const client = await signInThenRenew();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(tenMinutes - refreshMarginMs - 1_000);
    });
    expect(client.refresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(client.refresh).toHaveBeenCalledTimes(2);
    expect(token()).toBe('t2');
  });

  test('pauses while the page is hidden and catches up as soon as it is visible again', async () => {
    const client = await signInThenRenew();
    act(() => setVisibility('hidden'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(tenMinutes * 2);
    });
    expect(client.refresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      setVisibility('visible');
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(client.refresh).toHaveBeenCalledTimes(2);
    expect(token()).toBe('t2');
  });

  test('a retryable failure keeps the session and retries with back-off; a refusal signs out', async () => {
    const client = fakeClient();
    client.refresh
      .mockResolvedValueOnce(sessionFor('ada@example.org', 't1'))
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(unauthorized());
    renderStatus(client);
    await waitFor(() => expect(token()).toBe('t1'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(tenMinutes - refreshMarginMs);
    });
    expect(client.refresh).toHaveBeenCalledTimes(2);
    expect(status()).toBe('signed-in');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(client.refresh).toHaveBeenCalledTimes(3);
    expect(status()).toBe('signed-out');
  });

  test('signing out in one tab signs out the others; a sign-in in one reaches the others', async () => {
    const channels = [
      new NodeBroadcastChannel(sessionChannelName),
      new NodeBroadcastChannel(sessionChannelName),
    ];
    const [first, second] = channels as unknown as SessionChannel[];
    const clients = [fakeClient(), fakeClient()];
    for (const client of clients) client.refresh.mockResolvedValueOnce(sessionFor('ada@example.org', 't1'));
    try {
      render(
        <>
          <section data-testid="tab-1">
            <SessionProvider client={clients[0]} channel={first}>
              <Status />
            </SessionProvider>
          </section>
          <section data-testid="tab-2">
            <SessionProvider client={clients[1]} channel={second}>
              <Status />
            </SessionProvider>
          </section>
        </>,
      );
      await waitFor(() =>
        expect(screen.getAllByTestId('status').map((p) => p.textContent)).toEqual(['signed-in', 'signed-in']),
      );
      jest.useRealTimers();
      await act(async () => {
        screen.getAllByRole('button', { name: 'Sign out' })[0]?.click();
      });
      await waitFor(() =>
        expect(screen.getAllByTestId('status').map((p) => p.textContent)).toEqual([
          'signed-out',
          'signed-out',
        ]),
      );
      expect(clients[0]?.signOut).toHaveBeenCalledWith('global');
      expect(clients[1]?.signOut).not.toHaveBeenCalled();

      await act(async () => {
        screen.getAllByRole('button', { name: 'Sign in' })[0]?.click();
      });
      await waitFor(() =>
        expect(screen.getAllByTestId('token').map((p) => p.textContent)).toEqual(['t9', 't9']),
      );
      // The second tab took the session from the first instead of refreshing with the shared cookie.
      expect(clients[1]?.refresh).toHaveBeenCalledTimes(1);
    } finally {
      for (const channel of channels) channel.close();
    }
  });
});
