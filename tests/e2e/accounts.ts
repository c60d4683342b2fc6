import { randomBytes } from 'node:crypto';
import { identityApi, sessionRefreshLockName } from '@gbc/contracts/identity';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, openPage } from './fixtures.js';
import { linkTokenFromMail } from './mail-inbox.js';

/** Account helpers the specs share: sign-up through the mailed link, sign-in, TOTP codes, access tokens. */

export const accountPassword = 'Vq8#mZ2!pLr7@xTk';

export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`;

/** The code an authenticator app shows, as the identity service tests compute it; `stepOffset` 30 s steps on. */
export const codeFor = (secret: string, stepOffset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepOffset * 30_000 });

/** Fills the sign-up form and returns the token of the confirmation link it mailed. */
export async function signUp(page: Page, email: string): Promise<string> {
  await openPage(page, '/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(accountPassword);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your email to confirm your address.',
  );
  return linkTokenFromMail(email, 'identity-verify-email');
}

/** Opens a mailed link's page and presses its button: loading the page alone spends nothing. */
export async function openLink(page: Page, token: string): Promise<void> {
  await openPage(page, `/verify?token=${token}`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A new account, confirmed and signed in on `page` (no role). */
export async function signUpAndVerify(page: Page, email: string): Promise<void> {
  const token = await signUp(page, email);
  await openLink(page, token);
  await expect(page.getByTestId('account-email')).toHaveText(email);
}

/** Fills the password form of `/sign-in`; an account with an authenticator app is then asked for a code. */
export async function submitPassword(page: Page, email: string, password = accountPassword): Promise<void> {
  await openPage(page, '/sign-in');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInWithPassword(page: Page, email: string): Promise<void> {
  await submitPassword(page, email);
  await expect(page.getByTestId('account-email')).toHaveText(email);
}

/**
 * An access token of the page's session, as the site's own calls send it. The refresh runs in the page
 * under the lock the site's refreshes take: a concurrent second use of the rotating cookie would count
 * as theft and end the session.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  return await page.evaluate(
    ([lockName, refreshPath]) =>
      navigator.locks.request(lockName, async () => {
        const response = await fetch(refreshPath, {
          method: 'POST',
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`refresh answered ${response.status}`);
        return ((await response.json()) as { accessToken: string }).accessToken;
      }),
    [sessionRefreshLockName, identityApi.refresh] as const,
  );
}
