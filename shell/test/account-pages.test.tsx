import { errorCodes } from '@gbc/contracts';
import {
  identityApi,
  identityMessages,
  type SessionResponse,
  sessionHintCookieName,
} from '@gbc/contracts/identity';
import { paymentsApi } from '@gbc/contracts/payments';
import { type SessionClient, SessionProvider } from '@gbc/web-kit/session';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountCopy, signedInAs } from '../src/pages/account/account-copy.js';
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
    hasPassword: true,
    createdAt: '2026-11-23T10:00:00.000Z',
  },
};

const challenge = 'challenge-abcdefghijklmnopqrstuvwxyz';
const { fetchMock, answer, answerInTurn } = setUpFakeApi();

/** An outcome the page announces and moves focus to (the ui kit's Alert). */
async function expectFocusedMessage(text: string) {
  const message = await screen.findByText(text);
  await waitFor(() => expect(message.closest('[role="status"], [role="alert"]')).toHaveFocus());
}

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

// The pages load lazily and each test walks a whole flow: on a busy machine a first render takes seconds.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

// Loading the lazy pages once here keeps the first test of each within its time.
beforeAll(() =>
  Promise.all([
    import('../src/pages/account/AccountPage.js'),
    import('../src/pages/account/SignInPage.js'),
    import('../src/pages/account/TotpQrCode.js'),
  ]),
);

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
  test('a submit before the scripts could never put the password into a URL', async () => {
    renderAccountSite('/sign-in', client(false));
    const form = await screen.findByRole('form', { name: 'Sign in with password' });
    expect(form.getAttribute('method')).toBe('post');
  });

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
  const token = 'abcdefghijklmnopqrstuvwxyz';

  test('says what the link does and sends nothing until the button is pressed; then opens the account', async () => {
    const user = userEvent.setup();
    answer(identityApi.redeemLink, 200, { purpose: 'verify_email', session });
    renderAccountSite(`/verify?token=${token}`, client(false));
    expect(await screen.findByText(/works once, so nothing happens until you continue/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.org');
    await expectFocusedMessage(accountCopy.addressConfirmed);
    expect(sentBody(identityApi.redeemLink)).toEqual({ token });
    expect(fetchMock.mock.calls.filter(([url]) => url === identityApi.redeemLink)).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === identityApi.redeemLink) ?? [];
    expect(init?.method).toBe('POST');
  });

  test('a link opened in another browser asks for the password chosen at sign-up, then completes', async () => {
    const user = userEvent.setup();
    answerInTurn(
      identityApi.redeemLink,
      {
        status: 409,
        body: {
          error: { code: errorCodes.passwordRequired, message: identityMessages.passwordRequiredForLink },
        },
      },
      { status: 401, body: { error: { code: 'UNAUTHORIZED', message: identityMessages.linkPasswordWrong } } },
      { status: 200, body: { purpose: 'verify_email', session } },
    );
    renderAccountSite(`/verify?token=${token}`, client(false));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await expectFocusedMessage(identityMessages.passwordRequiredForLink);
    await user.type(screen.getByLabelText('The password you chose at sign-up'), 'not mine');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.linkPasswordWrong);
    await user.clear(screen.getByLabelText('The password you chose at sign-up'));
    await user.type(screen.getByLabelText('The password you chose at sign-up'), 'Vq8#mZ2!pLr7@xTk');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.org');
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === identityApi.redeemLink)
      .map(([, init]) => JSON.parse(String(init.body)));
    expect(bodies).toEqual([
      { token },
      { token, password: 'not mine' },
      { token, password: 'Vq8#mZ2!pLr7@xTk' },
    ]);
  });

  test('an account with an authenticator app gives a code for the challenge', async () => {
    const user = userEvent.setup();
    answer(identityApi.redeemLink, 200, { purpose: 'sign_in', mfaRequired: true, challenge });
    answer(identityApi.mfaVerify, 200, { ...session, aal: 'aal2' });
    renderAccountSite(`/verify?token=${token}`, client(false));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.org');
    expect(sentBody(identityApi.mfaVerify)).toEqual({ challenge, code: '123456' });
  });

  test('a mangled link (cut short by a mail program) says so without asking the service', async () => {
    const user = userEvent.setup();
    renderAccountSite('/verify?token=abc', client(false));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.tokenInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a used or expired link says so and offers sign-in', async () => {
    const user = userEvent.setup();
    answer(identityApi.redeemLink, 400, {
      error: { code: 'BAD_REQUEST', message: identityMessages.tokenInvalid },
    });
    renderAccountSite(`/verify?token=${token}`, client(false));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
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

describe('sign-in page: second factor, unconfirmed address, signed in already', () => {
  async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
    const form = within(await screen.findByRole('form', { name: 'Sign in with password' }));
    await user.type(form.getByLabelText('Email address'), 'ada@example.org');
    await user.type(form.getByLabelText('Password'), 'Vq8#mZ2!pLr7@xTk');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
  }

  test('a challenge asks for the code and exchanges it for the session', async () => {
    const user = userEvent.setup();
    answer(identityApi.signIn, 200, { mfaRequired: true, challenge });
    answerInTurn(
      identityApi.mfaVerify,
      { status: 401, body: { error: { code: 'UNAUTHORIZED', message: identityMessages.mfaFailed } } },
      { status: 200, body: { ...session, aal: 'aal2' } },
    );
    renderAccountSite('/sign-in', client(false));
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The wrong code is said once, in the alert.
    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.mfaFailed);
    expect(screen.getAllByText(identityMessages.mfaFailed)).toHaveLength(1);
    await user.clear(screen.getByLabelText('6-digit code from your authenticator app'));
    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === identityApi.mfaVerify)
      .map(([, init]) => JSON.parse(String(init.body)));
    expect(bodies).toEqual([
      { challenge, code: '000000' },
      { challenge, code: '123456' },
    ]);
    // The challenge is the credential: no access token goes with it.
    expect(
      fetchMock.mock.calls.find(([url]) => url === identityApi.mfaVerify)?.[1].headers,
    ).not.toHaveProperty('Authorization');
  });

  test('or a recovery code instead', async () => {
    const user = userEvent.setup();
    answer(identityApi.signIn, 200, { mfaRequired: true, challenge });
    answer(identityApi.mfaVerify, 200, { ...session, aal: 'aal2' });
    renderAccountSite('/sign-in', client(false));
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '12');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), ' abcde-12345 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(sentBody(identityApi.mfaVerify)).toEqual({ challenge, recoveryCode: 'abcde-12345' });
  });

  test('the right password on an unconfirmed account says so and sends the confirmation again', async () => {
    const user = userEvent.setup();
    answer(identityApi.signIn, 403, {
      error: { code: errorCodes.emailNotVerified, message: identityMessages.emailNotVerified },
    });
    answer(identityApi.resendVerification, 202, { message: identityMessages.verificationResent });
    renderAccountSite('/sign-in', client(false));
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.emailNotVerified);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(identityMessages.verificationResent);
    expect(sentBody(identityApi.resendVerification)).toEqual({ email: 'ada@example.org' });
  });

  test('signed in already: sign-in and sign-up say so and lead to the account', async () => {
    renderAccountSite('/sign-in', client(true));
    expect(await screen.findByText(signedInAs('ada@example.org'))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in with password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  test('signed in already: the sign-up page says so', async () => {
    renderAccountSite('/sign-up', client(true));
    expect(await screen.findByText(signedInAs('ada@example.org'))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  test('"Forgot password?" keeps the address typed', async () => {
    const user = userEvent.setup();
    renderAccountSite('/sign-in', client(false));
    const form = within(await screen.findByRole('form', { name: 'Sign in with password' }));
    await user.type(form.getByLabelText('Email address'), 'ada@example.org');
    await user.click(form.getByRole('link', { name: 'Forgot password?' }));
    const reset = within(await screen.findByRole('form', { name: 'Reset your password' }));
    expect(reset.getByLabelText('Email address')).toHaveValue('ada@example.org');
  });
});

describe('reset page', () => {
  test('an account with an authenticator app: the new password is set, then a code signs in', async () => {
    const user = userEvent.setup();
    answer(identityApi.resetPassword, 200, { mfaRequired: true, challenge });
    answer(identityApi.mfaVerify, 200, { ...session, aal: 'aal2' });
    renderAccountSite('/reset-password?token=abcdefghijklmnopqrstuvwxyz', client(false));
    await user.type(await screen.findByLabelText('New password'), 'Xk2#pQ9!mWz4@rTy');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectFocusedMessage(accountCopy.passwordChanged);
    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.org');
    expect(sentBody(identityApi.mfaVerify)).toEqual({ challenge, code: '123456' });
  });
});

describe('account page', () => {
  const mfaUser = { ...session.user, mfaEnabled: true };

  function noPayments() {
    answer(paymentsApi.me.payments, 200, { payments: [], subscriptions: [] });
  }

  test('signed out: says "Sign in to see your account" and links to sign-in', async () => {
    renderAccountSite('/account', client(false));
    expect(await screen.findByText(accountCopy.signInToSee)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  test('signed in: shows the memberships and payments section, and reads the profile from the API', async () => {
    noPayments();
    answer(identityApi.me, 200, { ...session.user, displayName: 'Ada King' });
    renderAccountSite('/account', client(true));
    expect(await screen.findByRole('heading', { name: 'Memberships and payments' })).toBeInTheDocument();
    expect(await screen.findByText('No memberships or payments yet.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ada King' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([url]) => url === identityApi.me)?.[1].headers).toMatchObject({
      Authorization: 'Bearer access-1',
    });
  });

  test('"Sign out" says "Signed out" with focus on it', async () => {
    const user = userEvent.setup();
    const sessionClient = client(true);
    renderAccountSite('/account', sessionClient);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(sessionClient.signOut).toHaveBeenCalledWith('local');
    await expectFocusedMessage(accountCopy.signedOut);
    expect(screen.getByText(accountCopy.signInToSee)).toBeInTheDocument();
  });

  test('"Sign out everywhere" signs out with the global scope', async () => {
    const user = userEvent.setup();
    const sessionClient = client(true);
    renderAccountSite('/account', sessionClient);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(sessionClient.signOut).toHaveBeenCalledWith('global');
    await expectFocusedMessage(accountCopy.signedOutEverywhere);
  });

  test('changing the password asks for the current one and says "Password changed" with focus', async () => {
    const user = userEvent.setup();
    answerInTurn(
      identityApi.changePassword,
      {
        status: 401,
        body: {
          error: {
            code: 'UNAUTHORIZED',
            message: identityMessages.currentPasswordWrong,
            fields: { currentPassword: identityMessages.currentPasswordWrong },
          },
        },
      },
      { status: 200, body: { message: identityMessages.passwordChanged } },
    );
    renderAccountSite('/account', client(true));
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'wrong one');
    await user.type(form.getByLabelText('New password'), 'Xk2#pQ9!mWz4@rTy');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    // Said once, on its field, not again above the button.
    expect(await form.findByText(identityMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getAllByText(identityMessages.currentPasswordWrong)).toHaveLength(1);
    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), 'Vq8#mZ2!pLr7@xTk');
    await user.type(form.getByLabelText('New password'), 'Xk2#pQ9!mWz4@rTy');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await expectFocusedMessage(accountCopy.passwordChanged);
    expect(sentBody(identityApi.changePassword)).toEqual({
      currentPassword: 'wrong one',
      newPassword: 'Xk2#pQ9!mWz4@rTy',
    });
  });

  test('with an authenticator app, a sensitive change asks for a code on MFA_REQUIRED, steps up and retries', async () => {
    const user = userEvent.setup();
    const aal2 = { ...session, accessToken: 'access-2', aal: 'aal2' as const, user: mfaUser };
    answerInTurn(
      identityApi.changeEmail,
      {
        status: 403,
        body: { error: { code: errorCodes.mfaRequired, message: identityMessages.mfaRequired } },
      },
      { status: 202, body: { message: identityMessages.emailChangeRequested } },
    );
    answer(identityApi.mfaVerify, 200, aal2);
    const sessionClient = client(true);
    sessionClient.refresh.mockResolvedValue({ ...session, user: mfaUser });
    renderAccountSite('/account', sessionClient);
    const form = within(await screen.findByRole('form', { name: 'Change e-mail address' }));
    // No password here: the account proves itself with a code.
    expect(form.queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('New e-mail address'), 'ada@new.example.org');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(identityMessages.mfaRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText('6-digit code from your authenticator app'), '123456');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(identityMessages.emailChangeRequested)).toBeInTheDocument();

    expect(sentBody(identityApi.mfaVerify)).toEqual({ code: '123456' });
    const changes = fetchMock.mock.calls.filter(([url]) => url === identityApi.changeEmail);
    expect(changes.map(([, init]) => JSON.parse(String(init.body)))).toEqual([
      { newEmail: 'ada@new.example.org' },
      { newEmail: 'ada@new.example.org' },
    ]);
    // The retry carries the raised session's token.
    expect(changes.map(([, init]) => (init.headers as Record<string, string>).Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });
});

describe('two-step sign-in set-up', () => {
  const enrolment = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/GBC:ada%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=GBC',
  };
  const recoveryCodes = ['aaaaa-11111', 'bbbbb-22222'];
  const enabled = { ...session, aal: 'aal2' as const, user: { ...session.user, mfaEnabled: true } };

  test('a heading, a QR code, the key in groups of four, no raw otpauth text; the wrong code said once', async () => {
    const user = userEvent.setup();
    answer(identityApi.totpEnrol, 200, enrolment);
    answer(identityApi.totpConfirm, 400, {
      error: {
        code: 'BAD_REQUEST',
        message: identityMessages.mfaFailed,
        fields: { code: identityMessages.mfaFailed },
      },
    });
    renderAccountSite('/account', client(true));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(document.body.textContent).not.toContain('otpauth://');
    const form = within(screen.getByRole('form', { name: 'Confirm your authenticator app' }));
    await user.type(form.getByLabelText('6-digit code'), '000000');
    await user.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await form.findByText(identityMessages.mfaFailed)).toBeInTheDocument();
    expect(screen.getAllByText(identityMessages.mfaFailed)).toHaveLength(1);
  });

  test('after success: recovery codes once with a .txt download, then the "on" state, which a code turns off', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('gbc-recovery-codes.txt');
    });
    answer(identityApi.totpEnrol, 200, enrolment);
    answer(identityApi.totpConfirm, 200, { recoveryCodes, session: enabled });
    answer(identityApi.totpDisable, 200, session);
    const sessionClient = client(true);
    renderAccountSite('/account', sessionClient);
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const form = within(await screen.findByRole('form', { name: 'Confirm your authenticator app' }));
    await user.type(form.getByLabelText('6-digit code'), '123456');
    await user.click(form.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await expectFocusedMessage(accountCopy.totpOn);
    await user.click(screen.getByRole('button', { name: 'Download as a .txt file' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/plain');
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blob);
    });
    expect(text).toBe('aaaaa-11111\nbbbbb-22222\n');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText(accountCopy.totpOn)).toBeInTheDocument();

    const turnOff = within(screen.getByRole('form', { name: 'Turn off two-step sign-in' }));
    await user.type(turnOff.getByLabelText('6-digit code from your authenticator app'), '654321');
    await user.click(turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await expectFocusedMessage(identityMessages.mfaDisabled);
    expect(sentBody(identityApi.totpDisable)).toEqual({ code: '654321' });
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  test('an admin bootstrap link leads through enrolment, then "set a password" without a current one', async () => {
    const user = userEvent.setup();
    const admin = { ...session.user, roles: ['admin' as const], hasPassword: false };
    answer(identityApi.redeemLink, 200, {
      purpose: 'admin_bootstrap',
      passwordSetupRequired: true,
      session: { ...session, user: admin },
    });
    answer(identityApi.totpEnrol, 200, enrolment);
    answer(identityApi.totpConfirm, 200, {
      recoveryCodes,
      session: { ...session, aal: 'aal2', user: { ...admin, mfaEnabled: true } },
    });
    answer(identityApi.changePassword, 200, { message: identityMessages.passwordChanged });
    renderAccountSite('/verify?token=abcdefghijklmnopqrstuvwxyz', client(false));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await expectFocusedMessage(accountCopy.bootstrapIntro);
    expect(screen.queryByRole('form', { name: 'Set a password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const confirm = within(await screen.findByRole('form', { name: 'Confirm your authenticator app' }));
    await user.type(confirm.getByLabelText('6-digit code'), '123456');
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));

    const setPassword = within(await screen.findByRole('form', { name: 'Set a password' }));
    expect(setPassword.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(setPassword.getByLabelText('New password'), 'Xk2#pQ9!mWz4@rTy');
    await user.click(setPassword.getByRole('button', { name: 'Set password' }));
    await expectFocusedMessage(accountCopy.passwordSet);
    expect(sentBody(identityApi.changePassword)).toEqual({ newPassword: 'Xk2#pQ9!mWz4@rTy' });
  });
});
