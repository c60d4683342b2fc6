import { earlyAccessInterestLabels, earlyAccessMessages } from '@gbc/contracts/early-access';
import { sessionHintCookieName } from '@gbc/contracts/identity';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { SessionProvider, useSession } from '@gbc/web-kit/session';
import { testSessionClient } from '@gbc/web-kit/session-testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { EarlyAccessGate, earlyAccessGateState } from '../src/index.js';

// The form is its own chunk, loaded on first use.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

const requestPath = '/api/products/access-requests';

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

function fakeApi(status: number) {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    sent.push({ path: new URL(input, window.location.origin).pathname, body: JSON.parse(String(init.body)) });
    const body = status < 300 ? { message: earlyAccessMessages.succeeded } : { message: 'Internal error' };
    return { ok: status < 300, status, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return sent;
}

function shell(ui: ReactElement, url = '/equinelink') {
  return (
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </UiProvider>
    </QueryProvider>
  );
}

/** The session's status, so a test can wait until the check has answered. */
function SessionStatus() {
  const { status } = useSession();
  return status === 'loading' ? null : <p data-testid="session">{status}</p>;
}

function renderGate({
  signedIn,
  url,
  product = 'equinelink',
}: {
  signedIn: boolean;
  url?: string;
  product?: 'equinelink' | 'pawlink';
}) {
  // Identity's hint that a refresh cookie may exist: only then does the provider ask for a session.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=${signedIn ? '1' : '0'}; path=/`;
  return render(
    shell(
      <SessionProvider client={testSessionClient(signedIn)} channel={null}>
        <EarlyAccessGate product={product} requestPath={requestPath} />
        <SessionStatus />
      </SessionProvider>,
      url,
    ),
  );
}

describe('earlyAccessGateState', () => {
  it('follows the session: loading, open for visitors, hidden for members, after a grant and back from checkout', () => {
    const base = { returnedFromCheckout: false, granted: false };
    expect(earlyAccessGateState({ ...base, sessionStatus: 'loading' })).toBe('loading');
    expect(earlyAccessGateState({ ...base, sessionStatus: 'signed-out' })).toBe('open');
    expect(earlyAccessGateState({ ...base, sessionStatus: 'signed-in' })).toBe('hidden');
    expect(earlyAccessGateState({ ...base, sessionStatus: 'signed-out', granted: true })).toBe('hidden');
    expect(
      earlyAccessGateState({ sessionStatus: 'loading', returnedFromCheckout: true, granted: false }),
    ).toBe('hidden');
  });
});

describe('EarlyAccessGate', () => {
  it('shows "Loading..." while the session check runs (as the server renders it)', () => {
    render(shell(<EarlyAccessGate product="equinelink" requestPath={requestPath} />));
    expect(screen.getByRole('status')).toHaveTextContent(earlyAccessMessages.loading);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never shows to a signed-in member', async () => {
    renderGate({ signedIn: true });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away from a page back from checkout (?checkout=), which shows the payment state', async () => {
    renderGate({ signedIn: false, url: '/equinelink?checkout=abc' });
    expect(await screen.findByTestId('session')).toHaveTextContent('signed-out');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens for a visitor with the three interest levels, and closing grants the page for the visit', async () => {
    const user = userEvent.setup();
    const first = renderGate({ signedIn: false, product: 'pawlink' });
    const dialog = await screen.findByRole('dialog', { name: 'Request Early Access' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(Object.values(earlyAccessInterestLabels)));
    // The opening focus is on the sign-in link, not a field: the form's code waits for its own use.
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    first.unmount();
    renderGate({ signedIn: false, product: 'pawlink' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the gate open with the spec failure text when the request fails', async () => {
    const user = userEvent.setup();
    fakeApi(500);
    renderGate({ signedIn: false });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.org');
    await user.selectOptions(within(dialog).getByLabelText('Interest Level'), 'high');
    await user.click(within(dialog).getByRole('button', { name: earlyAccessMessages.submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(earlyAccessMessages.failed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the required fields and the address, then sends the request, thanks and opens the page', async () => {
    const user = userEvent.setup();
    const sent = fakeApi(201);
    renderGate({ signedIn: false });
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: earlyAccessMessages.submit }));
    expect((await within(dialog).findAllByText(earlyAccessMessages.required)).length).toBe(3);
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@');
    await user.selectOptions(within(dialog).getByLabelText('Interest Level'), 'medium');
    await user.click(within(dialog).getByRole('button', { name: earlyAccessMessages.submit }));
    expect(await within(dialog).findByText(earlyAccessMessages.emailInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Email'), 'example.org');
    await user.click(within(dialog).getByRole('button', { name: earlyAccessMessages.submit }));

    expect(await screen.findByText(earlyAccessMessages.succeeded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        path: requestPath,
        body: {
          name: 'Grace Hopper',
          email: 'grace@example.org',
          interestLevel: 'medium',
          productPage: 'equinelink',
        },
      },
    ]);
  });
});
