import { paymentsApi } from '@gbc/contracts/payments';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test, waitForHydration } from './fixtures.js';
import { mailText } from './mail-inbox.js';

/** A donation through the local checkout provider (no Stripe keys), signed out, as `npm start` runs it. */

const uniqueAddress = () => `e2e-donor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

const donationForm = (page: Page) => page.getByRole('region', { name: 'Make a Donation' });
const preset = (page: Page, label: string) =>
  donationForm(page).getByRole('button', { name: label, exact: true });
const donateButton = (page: Page) => donationForm(page).getByRole('button', { name: /^Donate/ });

/** The checkout id the provider sent the browser back with, once the page is hydrated there. */
async function backOnDonations(page: Page, { cancelled = false } = {}): Promise<string> {
  await page.waitForURL(
    (next) =>
      next.pathname === '/donations' &&
      next.searchParams.has('checkout') &&
      next.searchParams.has('cancelled') === cancelled,
  );
  await waitForHydration(page);
  return new URL(page.url()).searchParams.get('checkout') ?? '';
}

test.describe('donations page', () => {
  test('a signed-out one-off donation: no e-mail field here, the provider asks, receipt there', async ({
    page,
    request,
  }) => {
    const address = uniqueAddress();
    // Problems logged on this site's page (the provider's plain page, without a favicon, is not ours).
    const consoleProblems: string[] = [];
    const onDonationsPage = () => new URL(page.url()).pathname === '/donations';
    page.on('console', (message) => {
      if (onDonationsPage() && (message.type() === 'error' || message.type() === 'warning'))
        consoleProblems.push(`${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => consoleProblems.push(error.message));
    await openPage(page, '/donations');
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    await expect(donationForm(page).getByRole('textbox')).toHaveCount(0);
    await expect(donationForm(page).getByLabel(/email/i)).toHaveCount(0);
    await expect(preset(page, '$50')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    await preset(page, '$100').click();
    await expect(donateButton(page)).toHaveText('Donate $100');
    await donateButton(page).click();

    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('$100.00 USD', { exact: true })).toBeVisible();
    await page.getByLabel('Email for your receipt').fill(address);
    await page.getByRole('button', { name: 'Pay $100.00 USD' }).click();

    const checkoutId = await backOnDonations(page);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your donation!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('$100.00 USD');
    await expect(thanks).toBeFocused();
    await expect(donateButton(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({ status: 'paid', amount: 10_000, interval: null });
    expect(await mailText(address, 'payment-receipt')).toContain('$100.00 USD');
    // The form and the thank-you state (hydrated, then read) log nothing.
    expect(consoleProblems).toEqual([]);
  });

  test('a custom monthly donation is a subscription at the typed amount', async ({ page, request }) => {
    await openPage(page, '/donations');
    await donationForm(page).getByLabel('Custom amount (USD)').fill('35');
    await expect(preset(page, '$50')).toHaveAttribute('aria-pressed', 'false');
    await donationForm(page).getByLabel('Make this a monthly donation').check();
    await expect(donateButton(page)).toHaveText('Donate $35/month');
    await donateButton(page).click();

    await expect(page.getByText('$35.00 USD per month', { exact: true })).toBeVisible();
    await page.getByLabel('Email for your receipt').fill(uniqueAddress());
    await page.getByRole('button', { name: 'Pay $35.00 USD per month' }).click();

    const checkoutId = await backOnDonations(page);
    await expect(page.getByText('Your monthly donation renews each month')).toBeVisible();
    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({ status: 'paid', amount: 3_500, interval: 'month' });
  });

  test('Cancel at the provider: back on the page, nothing charged, the form offered again', async ({
    page,
    request,
  }) => {
    await openPage(page, '/donations');
    await donateButton(page).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const checkoutId = await backOnDonations(page, { cancelled: true });
    await expect(page.getByText('Donation cancelled')).toBeVisible();
    await expect(page.getByText('nothing was charged')).toBeVisible();
    await expect(donateButton(page)).toHaveText('Donate $50');
    await expectNoSeriousA11yViolations(page);
    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({ status: 'expired', outcome: 'failed' });
  });

  test('the disabled rules: no amount, 0 or less, more than the catalogue accepts', async ({ page }) => {
    await openPage(page, '/donations');
    const custom = donationForm(page).getByLabel('Custom amount (USD)');
    await custom.fill('0');
    await expect(donateButton(page)).toBeDisabled();
    await expect(donateButton(page)).toHaveText('Donate');
    await custom.fill('');
    await expect(donateButton(page)).toBeDisabled();
    await custom.fill('100001');
    await expect(donateButton(page)).toBeDisabled();
    await expect(donationForm(page).getByText('Donations are from $1 to $100,000')).toBeVisible();
    await preset(page, '$1,000').click();
    await expect(custom).toHaveValue('');
    await expect(donateButton(page)).toHaveText('Donate $1,000');
  });

  test('keyboard only: choose, type, tick and donate, then pay at the provider', async ({ page }) => {
    await openPage(page, '/donations');
    // Start at the form's first control, as a keyboard user reaches it by Tab; from there only keys.
    await preset(page, '$25').focus();
    await page.keyboard.press('Space');
    await expect(preset(page, '$25')).toHaveAttribute('aria-pressed', 'true');
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect(donationForm(page).getByLabel('Custom amount (USD)')).toBeFocused();
    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    await expect(donationForm(page).getByLabel('Make this a monthly donation')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(donateButton(page)).toBeFocused();
    await expect(donateButton(page)).toHaveText('Donate $40/month');
    await page.keyboard.press('Enter');

    await expect(page.getByText('$40.00 USD per month', { exact: true })).toBeVisible();
    await page.getByLabel('Email for your receipt').focus();
    await page.keyboard.type(uniqueAddress());
    await page.keyboard.press('Enter');
    await backOnDonations(page);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your donation!' })).toBeFocused();
  });
});
