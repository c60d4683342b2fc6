import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.js';
import { linkTokenFromOutbox } from './outbox.js';

const password = 'Vq8#mZ2!pLr7@xTk';
const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`;

async function signUpAndVerify(page: Page, email: string) {
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email to confirm your address.');
  const token = await linkTokenFromOutbox(email, 'identity-verify-email');
  await page.goto(`/verify?token=${token}`);
  await expect(page.getByTestId('account-email')).toHaveText(email);
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
}

test('sign up, confirm from the mailed link, sign out, sign in with the password', async ({ page }) => {
  const email = uniqueEmail('ada');
  await signUpAndVerify(page, email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await signInWithPassword(page, email);
  // The session survives a reload: the refresh cookie brings it back.
  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('sign in by e-mail link', async ({ page }) => {
  const email = uniqueEmail('linky');
  await signUpAndVerify(page, email);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email for a link to continue.');
  const token = await linkTokenFromOutbox(email, 'identity-sign-in-link');
  await page.goto(`/verify?token=${token}`);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test("sign out everywhere ends the other browser's session", async ({ page, browser }) => {
  const email = uniqueEmail('everywhere');
  await signUpAndVerify(page, email);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInWithPassword(otherPage, email);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  } finally {
    await other.close();
  }
});
