import { randomBytes } from 'node:crypto';
import { identityApi, sessionRefreshLockName } from '@gbc/contracts/identity';
import type { Page } from '@playwright/test';
import { expect, openPage } from './fixtures.js';
import { linkTokenFromMail } from './mail-inbox.js';

/** Accounts as the end-to-end specs make them: signed up in the browser, confirmed from the mailed link. */

export const password = 'Vq8#mZ2!pLr7@xTk';

export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`;

export async function signUp(page: Page, email: string) {
  await openPage(page, '/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your email to confirm your address.',
  );
  return linkTokenFromMail(email, 'identity-verify-email');
}

/** Opens a mailed link's page and presses its button: loading the page alone spends nothing. */
export async function openLink(page: Page, token: string) {
  await openPage(page, `/verify?token=${token}`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function signUpAndVerify(page: Page, email: string) {
  const token = await signUp(page, email);
  await openLink(page, token);
  await expect(page.getByTestId('account-email')).toHaveText(email);
}

/**
 * An access token from this browser's session, as a signed-in checkout sends it. The refresh runs in
 * the page under the lock the site's own refreshes take: a concurrent second use of the rotating
 * cookie would count as theft and end the session.
 */
export async function sessionAccessToken(page: Page): Promise<string> {
  const token: string = await page.evaluate(
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
  return token;
}
