import { randomBytes } from 'node:crypto';
import { identityApi } from '@gbc/contracts/identity';
import { paymentsApi } from '@gbc/contracts/payments';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, reloadPage, test } from './fixtures.js';
import { linkTokenFromOutbox, mailTextFromOutbox } from './outbox.js';

const password = 'Vq8#mZ2!pLr7@xTk';
const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.org`;

async function signUpAndVerify(page: Page, email: string) {
  await openPage(page, '/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your email to confirm your address.',
  );
  const token = await linkTokenFromOutbox(email, 'identity-verify-email');
  await openPage(page, `/verify?token=${token}`);
  await expect(page.getByTestId('account-email')).toHaveText(email);
}

async function signInWithPassword(page: Page, email: string) {
  await openPage(page, '/sign-in');
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
  await reloadPage(page);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('sign in by e-mail link', async ({ page }) => {
  const email = uniqueEmail('linky');
  await signUpAndVerify(page, email);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await openPage(page, '/sign-in');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your email for a link to continue.',
  );
  const token = await linkTokenFromOutbox(email, 'identity-sign-in-link');
  await openPage(page, `/verify?token=${token}`);
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
    await reloadPage(otherPage);
    await expect(otherPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a monthly donation made while signed in is listed on the account page and cancelled from there', async ({
  page,
}) => {
  const email = uniqueEmail('donor');
  await signUpAndVerify(page, email);
  // An access token from this browser's session (the refresh cookie), as a signed-in checkout sends it.
  const refreshed = await page.request.post(identityApi.refresh);
  expect(refreshed.status()).toBe(200);
  const { accessToken } = await refreshed.json();
  const created = await page.request.post(paymentsApi.checkouts.create, {
    data: { type: 'donation', amount: 50, recurring: true },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(created.status()).toBe(201);
  await page.goto((await created.json()).url);
  await page.getByRole('button', { name: 'Pay $50.00 USD per month' }).click();
  await page.waitForURL((next) => next.pathname === '/donations');
  // The webhook that settled the checkout queued the receipt in the same transaction.
  expect(await mailTextFromOutbox(email, 'payment-receipt')).toContain('$50.00');

  await openPage(page, '/account');
  const section = page.getByRole('region', { name: 'Memberships and payments' });
  await expect(section.getByRole('listitem').filter({ hasText: 'Paid' })).toContainText(
    '$50.00 USD per month',
  );
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: /^Manage or cancel/ }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await openPage(page, '/account');
  await expect(section.getByText(/^Cancelled on /)).toBeVisible();
});
