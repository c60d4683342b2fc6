import { z } from 'zod';
import { emailAddressSchema } from '../email.js';
import {
  billingIntervals,
  donationCatalogue,
  findMembershipTier,
  isRangedMembershipTier,
  membershipTierIds,
  paymentCurrencies,
  productTierIds,
  subscriptionPlanIds,
} from './catalogue.js';
import { membershipAmountRangeMessage, paymentMessages } from './payment-copy.js';

const wholeDollars = z.number({ error: paymentMessages.amountWhole }).int(paymentMessages.amountWhole);

/**
 * Address of a donor or buyer who is not signed in: receipts go there. One plain address, no
 * display name, no list (so `a,b@example.org` or CR/LF never reach a mail header).
 */
export const payerEmailSchema = emailAddressSchema;

/** Site path the provider returns the visitor to; never another origin (`//evil.example` is refused). */
export const returnPathSchema = z
  .string()
  .max(300, paymentMessages.returnPath)
  .regex(/^\/(?![/\\])[^\s\\]*$/, paymentMessages.returnPath);

export const donationCheckoutSchema = z.object({
  type: z.literal('donation'),
  amount: wholeDollars
    .min(donationCatalogue.minimum, paymentMessages.donationRange)
    .max(donationCatalogue.maximum, paymentMessages.donationRange),
  /** Monthly: a subscription the donor can cancel from /account. */
  recurring: z.boolean().default(false),
  /** Required when not signed in; a signed-in donor's receipts go to the account address. */
  email: payerEmailSchema.optional(),
  returnPath: returnPathSchema.optional(),
});

/** A product tier purchase; any amount the page sends is ignored: the catalogue price is charged. */
export const productCheckoutSchema = z.object({
  type: z.literal('product'),
  tier: z.enum(productTierIds, { error: paymentMessages.productTierUnknown }),
  email: payerEmailSchema.optional(),
  returnPath: returnPathSchema.optional(),
});

/** A Soil Whisperer plan: a monthly subscription at the catalogue price that starts with a free trial. */
export const planCheckoutSchema = z.object({
  type: z.literal('plan'),
  planId: z.enum(subscriptionPlanIds, { error: paymentMessages.planUnknown }),
  email: payerEmailSchema.optional(),
  returnPath: returnPathSchema.optional(),
});

/** A yearly membership (signed-in members only); ranged tiers need the member's chosen amount. */
export const membershipCheckoutSchema = z.object({
  type: z.literal('membership'),
  tierId: z.enum(membershipTierIds, { error: paymentMessages.membershipTierUnknown }),
  /** Whole AUD per year, within the tier's range; ignored for a fixed-price tier. */
  amount: wholeDollars.optional(),
  returnPath: returnPathSchema.optional(),
});

/** Body of POST /api/payments/checkouts: one schema for the donation, product, plan and membership forms. */
export const checkoutRequestSchema = z
  .discriminatedUnion('type', [
    donationCheckoutSchema,
    productCheckoutSchema,
    planCheckoutSchema,
    membershipCheckoutSchema,
  ])
  .superRefine((body, ctx) => {
    if (body.type !== 'membership') return;
    const tier = findMembershipTier(body.tierId);
    if (!tier || !isRangedMembershipTier(tier)) return;
    if (body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: paymentMessages.membershipAmountRequired });
    } else if (body.amount < tier.minimum || body.amount > tier.maximum) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: membershipAmountRangeMessage(tier.minimum, tier.maximum),
      });
    }
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

export const checkoutKinds = ['donation', 'product', 'membership', 'plan'] as const;
export type CheckoutKind = (typeof checkoutKinds)[number];

/** Answer of POST /api/payments/checkouts: the browser goes to `url` (Stripe Checkout or the local page). */
export const checkoutCreatedSchema = z.object({
  checkoutId: z.string().uuid(),
  url: z.string().url(),
});
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

/** A checkout's life: pending until a signed webhook (or the provider, asked directly) settles it. */
export const checkoutStatuses = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** What a success page shows: still processing (keep polling), paid, or failed (not paid). */
export const checkoutOutcomes = ['processing', 'paid', 'failed'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];

export const checkoutOutcomeOf = (status: CheckoutStatus): CheckoutOutcome =>
  status === 'pending' ? 'processing' : status === 'paid' ? 'paid' : 'failed';

const moneySchema = {
  /** Minor units (cents). */
  amount: z.number().int(),
  currency: z.enum(paymentCurrencies),
  /** Billing period of a subscription; null for a one-off payment. */
  interval: z.enum(billingIntervals).nullable(),
};

/** GET /api/payments/checkouts/:checkoutId, for the success pages. Holds no personal data. */
export const checkoutStateSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(checkoutKinds),
  description: z.string(),
  ...moneySchema,
  status: z.enum(checkoutStatuses),
  outcome: z.enum(checkoutOutcomes),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

export const checkoutParamsSchema = z.object({
  checkoutId: z.string().uuid(paymentMessages.checkoutNotFound),
});

/**
 * `trialing`: a plan's free trial, nothing charged yet. `past_due`: the provider could not charge a
 * renewal and is retrying; the membership holds meanwhile.
 */
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const myPaymentSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(checkoutKinds),
  description: z.string(),
  ...moneySchema,
  status: z.enum(checkoutStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

export const mySubscriptionSchema = z.object({
  id: z.string().uuid(),
  checkoutId: z.string().uuid(),
  kind: z.enum(checkoutKinds),
  description: z.string(),
  ...moneySchema,
  status: z.enum(subscriptionStatuses),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** When a free trial ends (or ended) and the first charge falls due; absent without a trial. */
  trialEndsAt: z.string().nullable().optional(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** GET /api/payments/me/payments: the signed-in member's payments and subscriptions, newest first. */
export const myPaymentsSchema = z.object({
  payments: z.array(myPaymentSchema),
  subscriptions: z.array(mySubscriptionSchema),
});
export type MyPayments = z.infer<typeof myPaymentsSchema>;

export const subscriptionParamsSchema = z.object({
  subscriptionId: z.string().uuid(paymentMessages.subscriptionNotFound),
});

/** POST /api/payments/me/subscriptions/:subscriptionId/portal: where the member manages or cancels it. */
export const subscriptionPortalSchema = z.object({ url: z.string().url() });
export type SubscriptionPortal = z.infer<typeof subscriptionPortalSchema>;

/** POST /api/payments/internal/pseudonymise (identity, when an account is deleted). */
export const pseudonymiseRequestSchema = z.object({ userId: z.string().min(1).max(200) });
export type PseudonymiseRequest = z.infer<typeof pseudonymiseRequestSchema>;

export const pseudonymiseResultSchema = z.object({
  checkouts: z.number().int(),
  subscriptions: z.number().int(),
});
export type PseudonymiseResult = z.infer<typeof pseudonymiseResultSchema>;
