import { randomBytes } from 'node:crypto';
import { identityApi } from '@gbc/contracts/identity';
import { expect, expectNoSeriousA11yViolations, openPage, test, waitForHydration } from './fixtures.js';
import { e2eMailCatcherPort, mailText } from './mail-inbox.js';

/** Issue 23 §3: with no SMTP_URL a newcomer signs up, opens the mail in the embedded catcher and clicks its link. */

test('a newcomer signs up, reads the mail in the catcher inbox and confirms from its link', async ({
  page,
}) => {
  const email = `newcomer-${randomBytes(4).toString('hex')}@example.org`;
  await openPage(page, '/sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('Vq8#mZ2!pLr7@xTk');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your email to confirm your address.',
  );

  // The inbox is a plain page: open it once the mail is there, as a reader would reload it.
  await mailText(email, 'identity-verify-email');
  await page.goto(`http://127.0.0.1:${e2eMailCatcherPort}/`);
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Mail to ${email}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('table')
    .getByRole('link', { name: /Confirm your .+ account/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Confirm your .+ account/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'identity-verify-email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /\/verify\?token=/ }).click();
  await waitForHydration(page);
  // The browser that signed up spends its own link without the password (its device cookie): a
  // failure here names the service's answer rather than a missing account page.
  const redeemed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === identityApi.redeemLink && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await redeemed).status()).toBe(200);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});
