import {
  checkoutOutcomeOf,
  checkoutRequestSchema,
  donationCatalogue,
  formatMoney,
  membershipCatalogue,
  paymentMessages,
  paymentsApi,
  planProcessingMessage,
  planTrialLabel,
  productCatalogue,
  returnPathSchema,
  subscriptionPlanCatalogue,
  subscriptionStatuses,
} from '../src/payments/index.js';

describe('the catalogue matches the spec', () => {
  test('donations: whole USD 1 to 100,000, presets 25 to 1000, default 50, monthly when recurring', () => {
    expect(donationCatalogue).toMatchObject({
      currency: 'usd',
      minimum: 1,
      maximum: 100_000,
      presets: [25, 50, 100, 250, 500, 1000],
      defaultAmount: 50,
      recurringInterval: 'month',
    });
  });

  test('product tiers in USD (spec 2 §9)', () => {
    expect(productCatalogue.currency).toBe('usd');
    expect(productCatalogue.tiers.map((tier) => [tier.id, tier.name, tier.price])).toEqual([
      ['equinelink-starter', 'EquineLink Starter', 24_999],
      ['equinelink-professional', 'EquineLink Professional', 49_999],
      ['equinelink-enterprise', 'EquineLink Enterprise', 99_999],
      ['pawlink-starter', 'PawLink Starter', 19_999],
      ['pawlink-professional', 'PawLink Professional', 39_999],
      ['pawlink-enterprise', 'PawLink Enterprise', 79_999],
    ]);
  });

  test('membership tiers in AUD, yearly, with the spec ranges', () => {
    expect(membershipCatalogue.currency).toBe('aud');
    expect(membershipCatalogue.interval).toBe('year');
    expect(
      membershipCatalogue.tiers.map((tier) => [tier.id, tier.minimum, tier.maximum, tier.highlighted]),
    ).toEqual([
      ['founding-partner', 20_000, 50_000, true],
      ['industry-member', 3_000, 15_000, false],
      ['individual-member', 75, 350, false],
      ['advocate', 120, 120, false],
    ]);
  });

  test('soil plans in USD per month with a 30-day free trial (spec 2 §9)', () => {
    expect(subscriptionPlanCatalogue).toMatchObject({ currency: 'usd', interval: 'month', trialDays: 30 });
    expect(
      subscriptionPlanCatalogue.plans.map((plan) => [
        plan.id,
        plan.name,
        plan.price,
        plan.acres,
        plan.robots,
        plan.popular,
      ]),
    ).toEqual([
      ['soil-scout', 'Scout', 299, 50, 2, false],
      ['soil-harvest', 'Harvest', 799, 500, 8, true],
    ]);
    expect(planTrialLabel).toBe('30-day free trial');
    expect(subscriptionStatuses).toContain('trialing');
  });

  test("the subscription's toasts are the spec's", () => {
    expect(planProcessingMessage('Harvest')).toBe('Processing subscription for Harvest...');
    expect(paymentMessages.planRedirecting).toBe('Redirecting to secure checkout...');
  });
});

describe('plan checkout request', () => {
  test('takes a listed plan id, an optional address and return path; a page-sent price is dropped', () => {
    expect(
      checkoutRequestSchema.parse({ type: 'plan', planId: 'soil-harvest', amount: 1, trialDays: 365 }),
    ).toEqual({ type: 'plan', planId: 'soil-harvest' });
    expect(
      checkoutRequestSchema.parse({
        type: 'plan',
        planId: 'soil-scout',
        email: 'farmer@example.org',
        returnPath: '/ratpak/verticals/soil-whisperer',
      }),
    ).toMatchObject({ planId: 'soil-scout', email: 'farmer@example.org' });
  });

  test('an unknown plan (Enterprise is a custom quote) is refused with the plan message', () => {
    const result = checkoutRequestSchema.safeParse({ type: 'plan', planId: 'soil-enterprise' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['planId'],
      message: paymentMessages.planUnknown,
    });
  });
});

describe('checkout request schema', () => {
  test('a donation defaults to one-off; unknown fields such as a page-sent price are dropped', () => {
    const parsed = checkoutRequestSchema.parse({
      type: 'product',
      tier: 'pawlink-starter',
      amount: 1,
      recurring: true,
    });
    expect(parsed).toEqual({ type: 'product', tier: 'pawlink-starter' });
    expect(checkoutRequestSchema.parse({ type: 'donation', amount: 5 })).toEqual({
      type: 'donation',
      amount: 5,
      recurring: false,
    });
  });

  test('an unknown type is refused on `type`', () => {
    const result = checkoutRequestSchema.safeParse({ type: 'gift', amount: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['type']);
  });

  test('return paths stay on the site', () => {
    for (const path of ['/donations', '/membership/success', '/products?tab=1']) {
      expect(returnPathSchema.safeParse(path).success).toBe(true);
    }
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'donations', '/a b']) {
      expect(returnPathSchema.safeParse(path).success).toBe(false);
    }
  });
});

test('money reads as the receipts and pages show it', () => {
  expect(formatMoney(5000, 'usd')).toBe('$50.00 USD');
  expect(formatMoney(2_499_900, 'usd')).toBe('$24,999.00 USD');
  expect(formatMoney(12_000, 'aud')).toBe('$120.00 AUD');
});

test('a success page reads pending as processing and anything unpaid as failed', () => {
  expect(
    ['pending', 'paid', 'failed', 'expired', 'refunded'].map((status) => checkoutOutcomeOf(status as never)),
  ).toEqual(['processing', 'paid', 'failed', 'failed', 'failed']);
});

test('API paths', () => {
  expect(paymentsApi.checkouts.byId('a/b')).toBe('/api/payments/checkouts/a%2Fb');
  expect(paymentsApi.me.subscriptionPortal('s1')).toBe('/api/payments/me/subscriptions/s1/portal');
});
