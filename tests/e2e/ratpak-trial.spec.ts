import { brand } from '@gbc/brand';
import { paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { accountLinks } from '@gbc/site-map';
import { accessTokenOf, signUpAndVerify, uniqueEmail } from './accounts.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailText, mailTextContaining } from './mail-inbox.js';

/**
 * A Soil Whisperer plan's free trial through the local provider (issue 26). The checkout API is called
 * directly; the pricing section's button comes with the RATPAK remote.
 */

// Sign-up, checkout and mail in one test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const soilWhisperer = '/ratpak/verticals/soil-whisperer';

test('a signed-in trial: nothing charged, provisioned with the sales inbox told, trialing on /account, then End trial now', async ({
  page,
}) => {
  const email = uniqueEmail('farmer');
  await signUpAndVerify(page, email);
  const created = await page.request.post(paymentsApi.checkouts.create, {
    data: { type: 'plan', planId: 'soil-harvest' },
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(created.status()).toBe(201);
  const { checkoutId, url } = await created.json();

  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('$799.00 USD per month', { exact: true })).toBeVisible();
  await expect(
    page.getByText('30 days: nothing is charged today, then $799.00 USD per month until you cancel'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start 30-day free trial' }).click();
  await page.waitForURL(
    (next) => next.pathname === soilWhisperer && next.searchParams.get('checkout') === checkoutId,
  );
  // Leaving while the page's own session refresh is in flight would drop its rotated cookie.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: accountLinks.signedIn.label }),
  ).toBeVisible();

  const receipt = await mailText(email, 'payment-receipt');
  expect(receipt).toContain('Your 30-day free trial has started.');
  expect(receipt).toContain('Charged today: $0.00 USD (free trial)');
  const sales = await mailTextContaining(brand.contactEmail, 'ratpak-trial-started', email);
  expect(sales).toContain('A Soil Whisperer Harvest plan free trial has started.');
  expect(sales).toContain('Price after the trial: $799.00 USD per month');

  await openPage(page, '/account');
  const section = page.getByRole('region', { name: 'Memberships and payments' });
  const subscription = section
    .getByRole('listitem')
    .filter({ hasText: 'Soil Whisperer Harvest plan' })
    .first();
  await expect(subscription).toContainText(/Free trial until .+: nothing charged yet/);
  await expect(subscription).toContainText('$799.00 USD per month');
  await expectNoSeriousA11yViolations(page);

  // The local provider ends the trial at once (for tests, as it refunds): the first month is charged.
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Free trial' })).toBeVisible();
  await page.getByRole('button', { name: 'End trial now and pay $799.00 USD' }).click();
  await expect(page.getByRole('heading', { name: 'Payment made' })).toBeVisible();
  await openPage(page, '/account');
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Soil Whisperer Harvest plan' }).first(),
  ).toContainText(/Active since/);
});

test('a signed-out trial is cancelled from the link in its receipt, by a press on the page it opens', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guest-farmer');
  const created = await request.post(paymentsApi.checkouts.create, {
    data: { type: 'plan', planId: 'soil-scout', email },
  });
  expect(created.status()).toBe(201);
  await page.goto((await created.json()).url);
  await page.getByRole('button', { name: 'Start 30-day free trial' }).click();
  await page.waitForURL((next) => next.pathname === soilWhisperer, { waitUntil: 'commit' });

  const receipt = await mailText(email, 'payment-receipt');
  const link = receipt.match(/To cancel this subscription, open (\S+)/)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Cancel your subscription' })).toBeVisible();
  await expect(page.getByText('Soil Whisperer Scout plan (50 acres, 2 robots)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(paymentMessages.subscriptionCancelledByLink);

  // Opening the link again shows it ended, with nothing left to press.
  await page.goto(link!);
  await expect(page.getByText(paymentMessages.subscriptionAlreadyCancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
