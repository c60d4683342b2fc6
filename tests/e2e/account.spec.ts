import { paymentsApi } from '@gbc/contracts/payments';
import { accountLinks } from '@gbc/site-map';
import {
  accessTokenOf,
  accountPassword,
  codeFor,
  openLink,
  signInWithPassword,
  signUp,
  signUpAndVerify,
  uniqueEmail,
} from './accounts.js';
import { expect, expectNoSeriousA11yViolations, openPage, reloadPage, test } from './fixtures.js';
import { linkTokenFromMail, mailText } from './mail-inbox.js';

// Each test walks a whole account flow (sign-up, mail, link, pages): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('sign up, confirm from the mailed link, sign out, sign in with the password', async ({ page }) => {
  const email = uniqueEmail('ada');
  await signUpAndVerify(page, email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Signed out' })).toBeFocused();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
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
  const token = await linkTokenFromMail(email, 'identity-sign-in-link');
  await openLink(page, token);
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('a mailed link is spent only by the button: loading /verify (a mail scanner) leaves it usable', async ({
  page,
}) => {
  const email = uniqueEmail('scanned');
  const token = await signUp(page, email);
  await openPage(page, `/verify?token=${token}`);
  await expect(page.getByText(/It works once, so nothing happens until you continue/)).toBeVisible();
  await reloadPage(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  const confirmed = page.getByRole('main').getByRole('status').filter({ hasText: 'Address confirmed' });
  await expect(confirmed).toBeFocused();
});

test('a sign-up link opened in another browser asks for the password chosen at sign-up', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('elsewhere');
  const token = await signUp(page, email);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await openLink(otherPage, token);
    const field = otherPage.getByLabel('The password you chose at sign-up');
    await field.fill('Not-the-one-chosen-9');
    await otherPage.getByRole('button', { name: 'Continue' }).click();
    // Said on the field, and the link is kept for the right password.
    await expect(otherPage.getByText('This is not the password chosen at sign-up.')).toBeVisible();
    await field.fill(accountPassword);
    await otherPage.getByRole('button', { name: 'Continue' }).click();
    await expect(otherPage.getByTestId('account-email')).toHaveText(email);
  } finally {
    await other.close();
  }
});

test('two-step sign-in: set up with the key, recovery codes as a .txt, then sign in with password and code', async ({
  page,
}) => {
  const email = uniqueEmail('totp');
  await signUpAndVerify(page, email);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const key = (await section.getByTestId('totp-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expect(page.getByText(/otpauth:\/\//)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // A phone's width: the set-up (QR code, key) fits without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  const secret = key.replaceAll(' ', '');
  const confirm = section.getByRole('form', { name: 'Confirm your authenticator app' });
  await confirm.getByLabel('6-digit code').fill(codeFor(secret));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download as a .txt file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gbc-recovery-codes.txt');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText(/Two-step sign-in is on/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await openPage(page, '/sign-in');
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(accountPassword);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // The next 30-second step: the one used to confirm is spent.
  await page.getByLabel('6-digit code from your authenticator app').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Confirm' }).click();
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
    await expect(otherPage.getByText('Sign in to see your account.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a monthly donation made while signed in is listed on the account page and cancelled from there', async ({
  page,
}) => {
  const email = uniqueEmail('donor');
  await signUpAndVerify(page, email);
  // An access token from this browser's session, as a signed-in checkout sends it.
  const accessToken = await accessTokenOf(page);
  const created = await page.request.post(paymentsApi.checkouts.create, {
    data: { type: 'donation', amount: 50, recurring: true },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(created.status()).toBe(201);
  await page.goto((await created.json()).url);
  await page.getByRole('button', { name: 'Pay $50.00 USD per month' }).click();
  await page.waitForURL((next) => next.pathname === '/donations');
  // Leaving while the page's own session refresh is in flight would drop its rotated cookie (and the
  // next refresh would count as theft): wait until the header shows the session restored.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: accountLinks.signedIn.label }),
  ).toBeVisible();
  // The webhook that settled the checkout queued the receipt in the same transaction.
  expect(await mailText(email, 'payment-receipt')).toContain('$50.00');

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
