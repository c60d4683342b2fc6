/**
 * What the council sells and accepts, as the payments service charges it (spec 1 §9 donations,
 * spec 2 §9 product and membership tiers). The browser shows these figures; the server charges
 * them, whatever amount a request carries.
 */

export const paymentCurrencies = ['usd', 'aud'] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/** Billing period of a subscription; null for a one-off payment. */
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Donations: whole US dollars, one-off or monthly. */
export const donationCatalogue = {
  currency: 'usd',
  minimum: 1,
  maximum: 100_000,
  /** The donation page's preset buttons and its initial amount (spec 1 §9). */
  presets: [25, 50, 100, 250, 500, 1000],
  defaultAmount: 50,
  recurringInterval: 'month',
} as const satisfies {
  currency: PaymentCurrency;
  minimum: number;
  maximum: number;
  presets: readonly number[];
  defaultAmount: number;
  recurringInterval: BillingInterval;
};

export const productIds = ['equinelink', 'pawlink'] as const;
export type ProductId = (typeof productIds)[number];

export const productTierLevels = ['starter', 'professional', 'enterprise'] as const;
export type ProductTierLevel = (typeof productTierLevels)[number];

export interface ProductTier {
  /** The spec's checkout tier: product name and tier id joined with a hyphen ('equinelink-starter'). */
  id: `${ProductId}-${ProductTierLevel}`;
  product: ProductId;
  level: ProductTierLevel;
  name: string;
  /** Whole US dollars, one-off. */
  price: number;
  /** Herd size the tier is for, as the product pages show it. */
  capacity: string;
}

const productNames: Record<ProductId, string> = { equinelink: 'EquineLink', pawlink: 'PawLink' };
const levelNames: Record<ProductTierLevel, string> = {
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

function productTier(
  product: ProductId,
  level: ProductTierLevel,
  price: number,
  capacity: string,
): ProductTier {
  return {
    id: `${product}-${level}`,
    product,
    level,
    name: `${productNames[product]} ${levelNames[level]}`,
    price,
    capacity,
  };
}

/** Product tiers in USD, one-off purchases (spec 2 §9). */
export const productCatalogue = {
  currency: 'usd',
  tiers: [
    productTier('equinelink', 'starter', 24_999, '1-2 horses'),
    productTier('equinelink', 'professional', 49_999, '5-10 horses'),
    productTier('equinelink', 'enterprise', 99_999, 'unlimited horses'),
    productTier('pawlink', 'starter', 19_999, '1-3 dogs'),
    productTier('pawlink', 'professional', 39_999, '5-15 dogs'),
    productTier('pawlink', 'enterprise', 79_999, 'unlimited dogs'),
  ],
} as const satisfies { currency: PaymentCurrency; tiers: readonly ProductTier[] };

export const productTierIds = productCatalogue.tiers.map((tier) => tier.id) as [
  ProductTier['id'],
  ...ProductTier['id'][],
];

export const membershipTierIds = [
  'founding-partner',
  'industry-member',
  'individual-member',
  'advocate',
] as const;
export type MembershipTierId = (typeof membershipTierIds)[number];

export interface MembershipTier {
  id: MembershipTierId;
  title: string;
  /** Whole Australian dollars per year; a fixed price has minimum = maximum. */
  minimum: number;
  maximum: number;
  highlighted: boolean;
}

/** Membership tiers in AUD, yearly subscriptions (spec 2 §9); ranged tiers take the member's chosen amount. */
export const membershipCatalogue = {
  currency: 'aud',
  interval: 'year',
  tiers: [
    {
      id: 'founding-partner',
      title: 'Founding Partner',
      minimum: 20_000,
      maximum: 50_000,
      highlighted: true,
    },
    { id: 'industry-member', title: 'Industry Member', minimum: 3_000, maximum: 15_000, highlighted: false },
    { id: 'individual-member', title: 'Individual Member', minimum: 75, maximum: 350, highlighted: false },
    { id: 'advocate', title: 'Advocate', minimum: 120, maximum: 120, highlighted: false },
  ],
} as const satisfies {
  currency: PaymentCurrency;
  interval: BillingInterval;
  tiers: readonly MembershipTier[];
};

export const subscriptionPlanIds = ['soil-scout', 'soil-harvest'] as const;
export type SubscriptionPlanId = (typeof subscriptionPlanIds)[number];

export interface SubscriptionPlan {
  id: SubscriptionPlanId;
  /** The plan's name as the pricing cards show it. */
  name: string;
  /** Whole US dollars per month, charged once the free trial ends. */
  price: number;
  acres: number;
  robots: number;
  /** Marked "most popular" on the pricing cards. */
  popular: boolean;
}

/**
 * Soil Whisperer plans in USD (spec 2 §9 gives `$` without a code: USD like the product tiers),
 * monthly subscriptions that start with a free trial. Enterprise is a custom quote through contact
 * sales, so it is not sold here.
 */
export const subscriptionPlanCatalogue = {
  currency: 'usd',
  interval: 'month',
  trialDays: 30,
  plans: [
    { id: 'soil-scout', name: 'Scout', price: 299, acres: 50, robots: 2, popular: false },
    { id: 'soil-harvest', name: 'Harvest', price: 799, acres: 500, robots: 8, popular: true },
  ],
} as const satisfies {
  currency: PaymentCurrency;
  interval: BillingInterval;
  trialDays: number;
  plans: readonly SubscriptionPlan[];
};

export function findSubscriptionPlan(id: string): SubscriptionPlan | undefined {
  return subscriptionPlanCatalogue.plans.find((plan) => plan.id === id);
}

export function findProductTier(id: string): ProductTier | undefined {
  return productCatalogue.tiers.find((tier) => tier.id === id);
}

export function findMembershipTier(id: string): MembershipTier | undefined {
  return membershipCatalogue.tiers.find((tier) => tier.id === id);
}

/** Whether a membership tier takes the member's chosen amount rather than one fixed price. */
export const isRangedMembershipTier = (tier: MembershipTier) => tier.minimum !== tier.maximum;

/** Stripe and the local provider count in the currency's minor unit (cents for USD and AUD). */
export const toMinorUnits = (wholeAmount: number) => wholeAmount * 100;

/** '$1,250.00 AUD': how receipts, the account page and the local checkout page show an amount. */
export function formatMoney(amountMinor: number, currency: PaymentCurrency): string {
  const amount = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
  return `$${amount} ${currency.toUpperCase()}`;
}
