import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openPage } from './fixtures.js';
import { linkTokenFromMail } from './mail-inbox.js';

// Accounts as a visitor makes them, through the pages: shared by every spec that needs a signed-in user.

/** The password every test account signs up with. */
export const password = 'Vq8#mZ2!pLr7@xTk';

/** An address no other test (or earlier run on the same data) has used. */
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

export async function signInWithPassword(page: Page, email: string) {
  await openPage(page, '/sign-in');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
}
