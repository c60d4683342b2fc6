import { paymentsApi } from '@gbc/contracts/payments';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.js';

/** Checkout through the local provider (no Stripe keys), as `npm start` runs it: issue 8. */

const uniqueAddress = () => `e2e-pay-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test.describe('local checkout provider', () => {
  test('a $50 monthly donation: the checkout page, Pay, back on the site, paid', async ({
    page,
    request,
  }) => {
    const created = await request.post(paymentsApi.checkouts.create, {
      data: { type: 'donation', amount: 50, recurring: true, email: uniqueAddress() },
    });
    expect(created.status()).toBe(201);
    const { checkoutId, url } = await created.json();

    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('$50.00 USD per month', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Pay $50.00 USD per month' }).click();
    await page.waitForURL(
      (next) => next.pathname === '/donations' && next.searchParams.get('checkout') === checkoutId,
    );

    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({
      status: 'paid',
      outcome: 'paid',
      amount: 5000,
      interval: 'month',
    });
  });

  test("a paid monthly donation's page offers Refund, which refunds it through Stripe's invoice events", async ({
    page,
    request,
  }) => {
    const created = await request.post(paymentsApi.checkouts.create, {
      data: { type: 'donation', amount: 12, recurring: true, email: uniqueAddress() },
    });
    const { checkoutId, url } = await created.json();
    await page.goto(url);
    await page.getByRole('button', { name: 'Pay $12.00 USD per month' }).click();
    // Back on the site is enough here (the first test checks that page); its render is not waited for.
    await page.waitForURL((next) => next.searchParams.get('checkout') === checkoutId, {
      waitUntil: 'commit',
    });

    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Payment made' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Refund $12.00 USD' }).click();
    await expect(page.getByRole('heading', { name: 'Payment refunded' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);

    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({ status: 'refunded' });
  });

  test('Cancel returns to the site and the checkout is not paid', async ({ page, request }) => {
    const created = await request.post(paymentsApi.checkouts.create, {
      data: { type: 'product', tier: 'pawlink-starter', email: uniqueAddress() },
    });
    const { checkoutId, url } = await created.json();

    await page.goto(url);
    await expect(page.getByText('$19,999.00 USD', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(
      (next) => next.pathname === '/products' && next.searchParams.get('checkout') === checkoutId,
    );

    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({ status: 'expired', outcome: 'failed' });
  });
});
