import {
  identityApi,
  identityMessages,
  type SessionResponse,
  sessionHintCookieName,
} from '@gbc/contracts/identity';
import { paymentsApi } from '@gbc/contracts/payments';
import { type SessionClient, SessionProvider } from '@gbc/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePages } from '../src/remotes/load-remote-pages.js';
import { Site } from '../src/Site.js';
import { setUpFakeApi } from './fake-api.js';
import { renderInRouter, stubRemotePages } from './render-site.js';

jest.mock('../src/remotes/load-remote-pages.js', () => ({ loadRemotePages: jest.fn() }));

const session: SessionResponse = {
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
    createdAt: '2026-11-23T10:00:00.000Z',
  },
};

const { fetchMock, answer } = setUpFakeApi();

function client(signedIn: boolean): jest.Mocked<SessionClient> {
  return {
    refresh: jest.fn(async () => {
      if (signedIn) return session;
      throw Object.assign(new Error('no session'), { status: 401 });
    }),
    signOut: jest.fn().mockResolvedValue(undefined),
  };
}

function renderAccountSite(path: string, sessionClient: SessionClient) {
  return renderInRouter(
    <SessionProvider client={sessionClient} channel={null}>
      <Site />
    </SessionProvider>,
    path,
  );
}

beforeEach(() => {
  // Identity's hint that a refresh cookie may exist; without it the session provider does not ask.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=1; path=/`;
  jest.mocked(loadRemotePages).mockReset().mockResolvedValue(stubRemotePages());
  window.scrollTo = jest.fn();
});

const sentBody = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('sign-in page', () => {
  test("checks the form with the shared contract: the spec's message, and nothing sent", async () => {
    const user = userEvent.setup();
    renderAccountSite('/sign-in', client(false));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText(identityMessages.emailAndPasswordRequired).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('signs in with the password, opens the account, and the bar says Account', async () => {
    const user = userEvent.setup();
    answer(identityApi.signIn, 200, session);
    renderAccountSite('/sign-in', client(false));
    const form = within(await screen.findByRole('form', { name: 'Sign in with password' }));
    await user.type(form.getByLabelText('Email address'), 'ada@example.org');
    await user.type(form.getByLabelText('Password'), 'Vq8#mZ2!pLr7@xTk');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.org');
    expect(sentBody(identityApi.signIn)).toEqual({ email: 'ada@example.org', password: 'Vq8#mZ2!pLr7@xTk' });
    expect(screen.getAllByRole('link', { name: 'Account' }).length).toBeGreaterThan(0);
  });

  test('the e-mailed link uses the address typed above, checked on send and then on change', async () => {
    const user = userEvent.setup();
    answer(identityApi.emailLink, 202, { message: identityMessages.checkEmail });
    renderAccountSite('/sign-in', client(false));
    const passwordForm = within(await screen.findByRole('form', { name: 'Sign in with password' }));
    const linkForm = within(screen.getByRole('form', { name: 'Sign in with an e-mailed link' }));
    await user.type(passwordForm.getByLabelText('Email address'), 'ada@');
    await user.click(linkForm.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(identityMessages.emailInvalid)).toBeInTheDocument();
    await user.type(passwordForm.getByLabelText('Email address'), 'example.org');
    await waitFor(() => expect(screen.queryByText(identityMessages.emailInvalid)).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(linkForm.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await linkForm.findByRole('status')).toHaveTextContent(identityMessages.checkEmail);
    expect(sentBody(identityApi.emailLink)).toEqual({ email: 'ada@example.org' });
  });

  test("shows the server's refusal", async () => {
    const user = userEvent.setup();
    answer(identityApi.signIn, 401, {
      error: { code: 'UNAUTHORIZED', message: identityMessages.invalidCredentials },
    });
    renderAccountSite('/sign-in', client(false));
    const form = within(await screen.findByRole('form', { name: 'Sign in with password' }));
    await user.type(form.getByLabelText('Email address'), 'ada@example.org');
    await user.type(form.getByLabelText('Password'), 'wrong password');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.invalidCredentials);
  });
});

describe('verify page', () => {
  test('redeems the link once and opens the account', async () => {
    answer(identityApi.redeemLink, 200, { purpose: 'verify_email', session });
    renderAccountSite('/verify?token=abcdefghijklmnopqrstuvwxyz', client(false));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.org');
    expect(sentBody(identityApi.redeemLink)).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(fetchMock.mock.calls.filter(([url]) => url === identityApi.redeemLink)).toHaveLength(1);
  });

  test('a used or expired link says so and offers sign-in', async () => {
    answer(identityApi.redeemLink, 400, {
      error: { code: 'BAD_REQUEST', message: identityMessages.tokenInvalid },
    });
    renderAccountSite('/verify?token=abcdefghijklmnopqrstuvwxyz', client(false));
    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('sign-up page', () => {
  test('validates with the contract on submit, then on every change (the form convention)', async () => {
    const user = userEvent.setup();
    answer(identityApi.signUp, 202, { message: identityMessages.signUpAccepted });
    renderAccountSite('/sign-up', client(false));
    const form = within(await screen.findByRole('form', { name: 'Create an account' }));
    await user.type(form.getByLabelText('Name'), 'Ada');
    await user.type(form.getByLabelText('Email address'), 'ada@');
    await user.type(form.getByLabelText('Password'), 'Vq8#mZ2!pLr7@xTk');
    // Nothing is checked while someone is still typing their first attempt.
    expect(form.queryByText(identityMessages.emailInvalid)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText(identityMessages.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // After a submit, each change is checked at once: the message goes as the address becomes valid.
    await user.type(form.getByLabelText('Email address'), 'example.org');
    await waitFor(() => expect(form.queryByText(identityMessages.emailInvalid)).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Email address'));
    expect(await form.findByText(identityMessages.emailRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText('Email address'), 'ada@example.org');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(identityMessages.signUpAccepted);
    expect(sentBody(identityApi.signUp)).toEqual({
      displayName: 'Ada',
      email: 'ada@example.org',
      password: 'Vq8#mZ2!pLr7@xTk',
    });
  });

  test("lists the server's reasons for a weak password on the field", async () => {
    const user = userEvent.setup();
    answer(identityApi.signUp, 400, {
      error: {
        code: 'BAD_REQUEST',
        message: identityMessages.weakPassword,
        fields: { password: 'This is similar to a commonly used password.' },
        reasons: ['This is similar to a commonly used password.'],
      },
    });
    renderAccountSite('/sign-up', client(false));
    const form = within(await screen.findByRole('form', { name: 'Create an account' }));
    await user.type(form.getByLabelText('Name'), 'Ada');
    await user.type(form.getByLabelText('Email address'), 'ada@example.org');
    await user.type(form.getByLabelText('Password'), 'password1234');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This is similar to a commonly used password.')).toBeInTheDocument();
  });
});

describe('account page', () => {
  test('signed out: says so and links to sign-in', async () => {
    renderAccountSite('/account', client(false));
    expect(await screen.findByText(identityMessages.sessionExpired)).toBeInTheDocument();
  });

  test('signed in: shows the memberships and payments section', async () => {
    answer(paymentsApi.me.payments, 200, { payments: [], subscriptions: [] });
    renderAccountSite('/account', client(true));
    expect(await screen.findByRole('heading', { name: 'Memberships and payments' })).toBeInTheDocument();
    expect(await screen.findByText('No memberships or payments yet.')).toBeInTheDocument();
  });

  test('"Sign out everywhere" signs out with the global scope', async () => {
    const user = userEvent.setup();
    const sessionClient = client(true);
    renderAccountSite('/account', sessionClient);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(sessionClient.signOut).toHaveBeenCalledWith('global');
    expect(await screen.findByText(identityMessages.sessionExpired)).toBeInTheDocument();
  });
});
