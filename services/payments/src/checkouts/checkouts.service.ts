import { randomUUID } from 'node:crypto';
import type { AccessTokenClaims } from '@gbc/contracts';
import { errorCodes } from '@gbc/contracts';
import {
  type CheckoutCreated,
  type CheckoutRequest,
  type CheckoutState,
  checkoutCancelledParam,
  checkoutOutcomeOf,
  checkoutReturnParam,
  donationCatalogue,
  findMembershipTier,
  findProductTier,
  findSubscriptionPlan,
  membershipCatalogue,
  payerEmailSchema,
  paymentMessages,
  productCatalogue,
  subscriptionPlanCatalogue,
  toMinorUnits,
} from '@gbc/contracts/payments';
import { HttpError, notFoundError, writeAuditLog } from '@gbc/service-kit';
import { pathTo, type SitePath } from '@gbc/site-map';
import type { CancelLinks } from '../cancel-links/cancel-links.js';
import type { PaymentsContext } from '../context.js';
import type { PaymentsTransaction } from '../database.js';
import {
  deliverPlanProvisioning,
  queuePlanProvisioning,
} from '../plan-provisioning/plan-provisioning.service.js';
import { amountDueAtCheckout, type ProviderCheckoutSession } from '../providers/payment-provider.js';
import { paymentReceiptMail } from '../receipts/receipts.js';
import { queuePaymentMail } from '../receipts/receipts.repository.js';
import { deliverRoleGrants, queueMemberRole } from '../role-grants/role-grants.service.js';
import { insertSubscription } from '../subscriptions/subscriptions.repository.js';
import {
  findCheckout,
  insertCheckout,
  lockCheckoutByPaymentIntent,
  lockCheckoutBySession,
  markProviderChecked,
  recordCheckoutEmail,
  settleCheckout,
} from './checkouts.repository.js';
import type { CheckoutRow, NewCheckoutRow } from './checkouts.table.js';

type PricedItem = Pick<
  NewCheckoutRow,
  'kind' | 'item' | 'description' | 'amount' | 'currency' | 'interval' | 'trial_days'
>;

const defaultReturnPaths: Record<CheckoutRow['kind'], SitePath> = {
  donation: pathTo('/donations'),
  product: pathTo('/products'),
  membership: pathTo('/membership/success'),
  plan: pathTo('/ratpak/verticals/soil-whisperer'),
};

/** The price of what was asked for, from the catalogue; the request's own figures are never charged. */
export function priceCheckout(request: CheckoutRequest): PricedItem {
  switch (request.type) {
    case 'donation':
      return {
        kind: 'donation',
        item: 'donation',
        description: request.recurring ? 'Monthly donation' : 'One-off donation',
        amount: toMinorUnits(request.amount),
        currency: donationCatalogue.currency,
        interval: request.recurring ? donationCatalogue.recurringInterval : null,
      };
    case 'product': {
      const tier = findProductTier(request.tier);
      if (!tier) throw new HttpError(400, errorCodes.badRequest, paymentMessages.productTierUnknown);
      return {
        kind: 'product',
        item: tier.id,
        description: `${tier.name} (${tier.capacity})`,
        amount: toMinorUnits(tier.price),
        currency: productCatalogue.currency,
        interval: null,
      };
    }
    case 'plan': {
      const plan = findSubscriptionPlan(request.planId);
      if (!plan) throw new HttpError(400, errorCodes.badRequest, paymentMessages.planUnknown);
      return {
        kind: 'plan',
        item: plan.id,
        description: `Soil Whisperer ${plan.name} plan (${plan.acres} acres, ${plan.robots} robots)`,
        amount: toMinorUnits(plan.price),
        currency: subscriptionPlanCatalogue.currency,
        interval: subscriptionPlanCatalogue.interval,
        trial_days: subscriptionPlanCatalogue.trialDays,
      };
    }
    case 'membership': {
      const tier = findMembershipTier(request.tierId);
      if (!tier) throw new HttpError(400, errorCodes.badRequest, paymentMessages.membershipTierUnknown);
      // The schema has checked a ranged tier's amount; a fixed tier ignores whatever was sent.
      const amount = tier.minimum === tier.maximum ? tier.minimum : (request.amount ?? tier.minimum);
      return {
        kind: 'membership',
        item: tier.id,
        description: `${tier.title} membership (yearly)`,
        amount: toMinorUnits(amount),
        currency: membershipCatalogue.currency,
        interval: membershipCatalogue.interval,
      };
    }
  }
}

function returnUrl(origin: string, path: string, checkoutId: string, cancelled = false): string {
  const url = new URL(path, origin);
  url.searchParams.set(checkoutReturnParam, checkoutId);
  if (cancelled) url.searchParams.set(checkoutCancelledParam, '1');
  return url.toString();
}

/**
 * Starts a provider checkout for the catalogue price and records it as pending. Members check out
 * signed in; donors and buyers may be signed in, give an address, or neither: then the provider's
 * page asks for the address and the receipt goes where it says. The provider call comes first (with
 * our id as its reference), so no row exists for a session the provider never made.
 */
export async function createCheckout(
  ctx: PaymentsContext,
  request: CheckoutRequest,
  principal: AccessTokenClaims | null,
): Promise<CheckoutCreated> {
  if (request.type === 'membership' && !principal) {
    throw new HttpError(401, errorCodes.unauthorized, paymentMessages.membershipSignInRequired);
  }
  const email = principal?.email ?? (request.type === 'membership' ? undefined : request.email) ?? null;
  if (request.type === 'membership' && !email) {
    throw new HttpError(400, errorCodes.badRequest, paymentMessages.emailRequired, {
      email: paymentMessages.emailRequired,
    });
  }
  const priced = priceCheckout(request);
  const checkoutId = randomUUID();
  const path = request.returnPath ?? defaultReturnPaths[priced.kind];
  const successUrl = returnUrl(ctx.publicOrigin, path, checkoutId);
  const session = await ctx.provider.createCheckoutSession({
    checkoutId,
    mode: priced.interval ? 'subscription' : 'payment',
    description: priced.description,
    amount: priced.amount,
    currency: priced.currency,
    interval: priced.interval ?? null,
    trialDays: priced.trial_days ?? null,
    customerEmail: email,
    successUrl,
    cancelUrl: returnUrl(ctx.publicOrigin, path, checkoutId, true),
  });
  await ctx.db.transaction().execute(async (trx) => {
    await insertCheckout(trx, {
      id: checkoutId,
      ...priced,
      user_id: principal?.sub ?? null,
      email,
      provider: ctx.provider.name,
      provider_session_id: session.id,
    });
    await writeAuditLog(trx, {
      severity: 'info',
      eventType: 'payment',
      action: 'checkout_started',
      userEmail: principal?.email ?? null,
      resourceType: 'checkout',
      details: {
        checkoutId,
        kind: priced.kind,
        item: priced.item,
        amount: priced.amount,
        currency: priced.currency,
      },
    });
  });
  return { checkoutId, url: session.url };
}

export type SettleOutcome = 'paid' | 'expired' | 'mismatch' | 'unchanged' | 'unknown';

/**
 * A signed-out donor or buyer who gave no address gave it on the provider's page: receipts (and
 * renewal receipts) go there. A pseudonymised checkout (user id set, address dropped) gets none back.
 * Checked as our own forms check addresses, so nothing a provider relays reaches a mail header unchecked.
 */
function providerCollectedEmail(checkout: CheckoutRow, session: ProviderCheckoutSession): string | null {
  if (checkout.user_id !== null) return null;
  const parsed = payerEmailSchema.safeParse(session.customerEmail);
  return parsed.success ? parsed.data : null;
}

const dayMs = 24 * 60 * 60 * 1000;

async function markPaid(
  trx: PaymentsTransaction,
  checkout: CheckoutRow,
  session: ProviderCheckoutSession,
  links: CancelLinks,
): Promise<void> {
  await settleCheckout(trx, checkout.id, {
    status: 'paid',
    paid: true,
    paymentIntentId: session.paymentIntentId,
    customerId: session.customerId,
  });
  // Stripe starts the trial when the subscription is made, at checkout; the provider's own date may differ by seconds.
  const trialEndsAt = checkout.trial_days ? new Date(Date.now() + checkout.trial_days * dayMs) : null;
  let subscriptionId: string | undefined;
  if (session.subscriptionId && session.customerId) {
    subscriptionId = await insertSubscription(trx, {
      checkout_id: checkout.id,
      provider_subscription_id: session.subscriptionId,
      provider_customer_id: session.customerId,
      user_id: checkout.user_id,
      ...(trialEndsAt ? { status: 'trialing', trial_ends_at: trialEndsAt } : {}),
    });
    if (subscriptionId && checkout.kind === 'plan') await queuePlanProvisioning(trx, subscriptionId);
  }
  const email = checkout.email ?? providerCollectedEmail(checkout, session);
  if (!checkout.email && email) await recordCheckoutEmail(trx, checkout.id, email);
  if (email) {
    // Without an account there is no /account to cancel from: the receipt carries the way out.
    const cancelUrl = subscriptionId && !checkout.user_id ? links.url(subscriptionId) : null;
    await queuePaymentMail(
      trx,
      paymentReceiptMail({ ...checkout, email }, new Date(), { trialEndsAt, cancelUrl }),
      checkout.user_id,
    );
  }
  if (checkout.kind === 'membership' && checkout.user_id) {
    await queueMemberRole(trx, checkout.user_id, session.subscriptionId ?? checkout.id);
  }
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'payment',
    action: 'checkout_paid',
    resourceType: 'checkout',
    details: {
      checkoutId: checkout.id,
      kind: checkout.kind,
      amount: checkout.amount,
      currency: checkout.currency,
    },
  });
}

/**
 * The provider says a different amount or currency was paid than the checkout we priced: nothing is
 * fulfilled, and the checkout fails (so lookups stop asking) with a critical audit entry for staff.
 * The webhook is still answered 2xx: the event was received and judged, and an error status would
 * only make Stripe resend the same event for days, finding the same mismatch each time.
 */
async function refuseMismatch(
  trx: PaymentsTransaction,
  checkout: CheckoutRow,
  session: ProviderCheckoutSession,
): Promise<void> {
  await settleCheckout(trx, checkout.id, { status: 'failed', customerId: session.customerId });
  await writeAuditLog(trx, {
    severity: 'critical',
    eventType: 'payment',
    action: 'checkout_amount_mismatch',
    isSuspicious: true,
    resourceType: 'checkout',
    details: {
      checkoutId: checkout.id,
      sessionId: session.id,
      expected: { amount: amountDueAtCheckout(checkout), currency: checkout.currency },
      paid: { amount: session.amountTotal, currency: session.currency },
    },
  });
}

/**
 * Applies what the provider says about a session, in the caller's transaction, at most once: the
 * row lock serialises webhooks and lookups of one session, and only a pending checkout changes.
 */
export async function settleFromSession(
  trx: PaymentsTransaction,
  session: ProviderCheckoutSession,
  links: CancelLinks,
): Promise<SettleOutcome> {
  const checkout = await lockCheckoutBySession(trx, session.id);
  if (!checkout) return 'unknown';
  if (checkout.status !== 'pending') return 'unchanged';
  if (session.status === 'complete' && session.paymentStatus !== 'unpaid') {
    if (session.amountTotal !== amountDueAtCheckout(checkout) || session.currency !== checkout.currency) {
      await refuseMismatch(trx, checkout, session);
      return 'mismatch';
    }
    await markPaid(trx, checkout, session, links);
    return 'paid';
  }
  if (session.status === 'expired') {
    await settleCheckout(trx, checkout.id, { status: 'expired' });
    return 'expired';
  }
  if (session.status === 'complete') {
    // Completed with a delayed payment method: still pending until the payment succeeds or fails.
    await settleCheckout(trx, checkout.id, {
      status: 'pending',
      paymentIntentId: session.paymentIntentId,
      customerId: session.customerId,
    });
  }
  return 'unchanged';
}

/** A delayed payment failed (`checkout.session.async_payment_failed`). */
export async function failSession(trx: PaymentsTransaction, sessionId: string): Promise<boolean> {
  const checkout = await lockCheckoutBySession(trx, sessionId);
  if (checkout?.status !== 'pending') return false;
  await settleCheckout(trx, checkout.id, { status: 'failed' });
  return true;
}

/**
 * A paid checkout was refunded in full (its one-off payment, or a subscription's first invoice). A
 * refunded membership no longer counts: identity hears the user's membership again.
 */
export async function refundCheckout(trx: PaymentsTransaction, checkout: CheckoutRow): Promise<boolean> {
  if (checkout.status !== 'paid') return false;
  await settleCheckout(trx, checkout.id, { status: 'refunded' });
  if (checkout.kind === 'membership' && checkout.user_id) {
    await queueMemberRole(trx, checkout.user_id, checkout.id);
  }
  await writeAuditLog(trx, {
    severity: 'warn',
    eventType: 'payment',
    action: 'checkout_refunded',
    resourceType: 'checkout',
    details: { checkoutId: checkout.id, amount: checkout.amount, currency: checkout.currency },
  });
  return true;
}

/** A one-off payment's charge was refunded in full (`charge.refunded` naming its payment intent). */
export async function refundPayment(trx: PaymentsTransaction, paymentIntentId: string): Promise<boolean> {
  const checkout = await lockCheckoutByPaymentIntent(trx, paymentIntentId);
  return checkout ? refundCheckout(trx, checkout) : false;
}

/**
 * Asks the provider about a pending checkout and applies the answer: the path by which a missed
 * or late webhook is caught up. Whichever of this and the webhook comes first fulfils; the other
 * finds the checkout settled.
 */
export async function refreshFromProvider(
  ctx: PaymentsContext,
  checkout: CheckoutRow,
): Promise<SettleOutcome> {
  await markProviderChecked(ctx.db, checkout.id);
  const session = await ctx.provider.retrieveCheckoutSession(checkout.provider_session_id);
  const outcome = await ctx.db
    .transaction()
    .execute((trx) => settleFromSession(trx, session, ctx.cancelLinks));
  if (outcome === 'paid') {
    await deliverRoleGrants(ctx.db, ctx.identity, ctx.log);
    await deliverPlanProvisioning(ctx);
  }
  return outcome;
}

/** Success pages poll every few seconds; the provider is asked at most this often per checkout. */
const providerLookupIntervalMs = 5000;

/** What a checkout's buyer may see of it, on its success page and in their account. */
export function checkoutSummary(checkout: CheckoutRow) {
  return {
    id: checkout.id,
    kind: checkout.kind,
    description: checkout.description,
    amount: checkout.amount,
    currency: checkout.currency,
    interval: checkout.interval,
    status: checkout.status,
  };
}

export function toCheckoutState(checkout: CheckoutRow): CheckoutState {
  return { ...checkoutSummary(checkout), outcome: checkoutOutcomeOf(checkout.status) };
}

/** A checkout's state for its success page; a pending one is first checked with the provider. */
export async function checkoutState(ctx: PaymentsContext, checkoutId: string): Promise<CheckoutState> {
  const checkout = await findCheckout(ctx.db, checkoutId);
  if (!checkout) throw notFoundError(paymentMessages.checkoutNotFound);
  const lastAsked = checkout.provider_checked_at?.getTime() ?? 0;
  if (checkout.status !== 'pending' || Date.now() - lastAsked < providerLookupIntervalMs) {
    return toCheckoutState(checkout);
  }
  try {
    await refreshFromProvider(ctx, checkout);
  } catch (error) {
    // The provider being unreachable only means the answer is still "processing".
    ctx.log.warn({ err: error, checkoutId }, 'checkout lookup at the provider failed');
  }
  return toCheckoutState((await findCheckout(ctx.db, checkoutId)) ?? checkout);
}

/** What the checkout routes call. */
export interface CheckoutService {
  create(request: CheckoutRequest, principal: AccessTokenClaims | null): Promise<CheckoutCreated>;
  state(checkoutId: string): Promise<CheckoutState>;
}

export function createCheckoutService(ctx: PaymentsContext): CheckoutService {
  return {
    create: (request, principal) => createCheckout(ctx, request, principal),
    state: (checkoutId) => checkoutState(ctx, checkoutId),
  };
}
