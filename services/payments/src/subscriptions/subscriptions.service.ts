import type { MyPayment, MyPayments, SubscriptionPortal } from '@gbc/contracts/payments';
import { paymentMessages } from '@gbc/contracts/payments';
import { conflictError, notFoundError, writeAuditLog } from '@gbc/service-kit';
import { pathTo, siteUrl } from '@gbc/site-map';
import type { CancelLinks } from '../cancel-links/cancel-links.js';
import { listUserCheckouts, lockCheckout } from '../checkouts/checkouts.repository.js';
import { checkoutSummary, refundCheckout } from '../checkouts/checkouts.service.js';
import type { PaymentsContext } from '../context.js';
import type { PaymentsDb, PaymentsTransaction } from '../database.js';
import { lockInvoiceByPayment, markInvoiceRefunded, upsertInvoice } from '../invoices/invoices.repository.js';
import { queuePlanProvisioning } from '../plan-provisioning/plan-provisioning.service.js';
import { paymentFailedMail, paymentReceiptMail } from '../receipts/receipts.js';
import { queuePaymentMail } from '../receipts/receipts.repository.js';
import { queueMemberRole } from '../role-grants/role-grants.service.js';
import {
  cancelSubscription,
  findSubscriptionCheckout,
  findUserSubscription,
  insertRenewalIfNew,
  listUserRenewals,
  listUserSubscriptions,
  lockSubscriptionByProviderId,
  markRenewalRefunded,
  setSubscriptionStatus,
} from './subscriptions.repository.js';

/**
 * The provider ended a subscription; for a membership, identity hears the user's role again, for a
 * plan, ratpak its state (both queued in this transaction).
 */
export async function cancelSubscriptionFromProvider(
  trx: PaymentsDb,
  providerSubscriptionId: string,
): Promise<boolean> {
  const subscription = await lockSubscriptionByProviderId(trx, providerSubscriptionId);
  if (!subscription || subscription.status === 'cancelled') return false;
  await cancelSubscription(trx, subscription.id);
  if (subscription.kind === 'membership' && subscription.user_id) {
    await queueMemberRole(trx, subscription.user_id, providerSubscriptionId);
  }
  if (subscription.kind === 'plan') await queuePlanProvisioning(trx, subscription.id);
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'payment',
    action: 'subscription_cancelled',
    resourceType: 'subscription',
    details: { subscriptionId: subscription.id, kind: subscription.kind },
  });
  return true;
}

/** The payment behind an invoice, or behind a refunded charge. */
export interface ProviderPayment {
  paymentIntentId: string | null;
  chargeId: string | null;
}

export interface PaidInvoice {
  id: string;
  providerSubscriptionId: string;
  /** Minor units, as charged. */
  amountPaid: number;
  currency: string | null;
  /** `subscription_create` is the checkout itself; only `subscription_cycle` is a renewal. */
  billingReason: string | null;
  /** The invoice's `payments`, when the event carries them (else `invoice_payment.paid` tells). */
  payment: ProviderPayment | null;
}

/** Records which payment paid an invoice (`invoice_payment.paid`), so its refund can be matched. */
export async function recordInvoicePayment(
  trx: PaymentsTransaction,
  invoiceId: string,
  payment: ProviderPayment,
): Promise<void> {
  await upsertInvoice(trx, {
    provider_invoice_id: invoiceId,
    provider_payment_intent_id: payment.paymentIntentId,
    provider_charge_id: payment.paymentIntentId ? null : payment.chargeId,
  });
}

/**
 * A subscription invoice was paid (`invoice.paid`): recorded for refunds; a later period's invoice is
 * also a renewal, recorded once per invoice with a receipt in the same transaction, provided it paid
 * the subscription's price in its currency (else audited, and nothing fulfilled). The first invoice
 * belongs to the checkout, whose own event is checked and fulfils it.
 */
export async function recordPaidInvoice(
  trx: PaymentsTransaction,
  invoice: PaidInvoice,
  links: CancelLinks,
): Promise<boolean> {
  await upsertInvoice(trx, {
    provider_invoice_id: invoice.id,
    provider_subscription_id: invoice.providerSubscriptionId,
    billing_reason: invoice.billingReason,
    provider_payment_intent_id: invoice.payment?.paymentIntentId ?? null,
    provider_charge_id: invoice.payment?.paymentIntentId ? null : (invoice.payment?.chargeId ?? null),
  });
  if (invoice.billingReason !== 'subscription_cycle') return false;
  const checkout = await findSubscriptionCheckout(trx, invoice.providerSubscriptionId);
  if (!checkout) return false;
  if (invoice.amountPaid !== checkout.amount || invoice.currency !== checkout.currency) {
    // Audited and answered 2xx all the same: a retry of this event would only mismatch again.
    await writeAuditLog(trx, {
      severity: 'critical',
      eventType: 'payment',
      action: 'renewal_amount_mismatch',
      isSuspicious: true,
      resourceType: 'subscription',
      details: {
        subscriptionId: checkout.subscription_id,
        invoiceId: invoice.id,
        expected: { amount: checkout.amount, currency: checkout.currency },
        paid: { amount: invoice.amountPaid, currency: invoice.currency },
      },
    });
    return false;
  }
  const renewalId = await insertRenewalIfNew(trx, {
    subscription_id: checkout.subscription_id,
    provider_invoice_id: invoice.id,
    amount: invoice.amountPaid,
    currency: checkout.currency,
  });
  if (!renewalId) return false;
  // A paid renewal ends a past_due spell, and the first one a free trial.
  const started = await setSubscriptionStatus(trx, checkout.subscription_id, 'active', [
    'past_due',
    'trialing',
  ]);
  if (started && checkout.kind === 'plan') await queuePlanProvisioning(trx, checkout.subscription_id);
  if (checkout.email) {
    const cancelUrl = checkout.user_id ? null : links.url(checkout.subscription_id);
    await queuePaymentMail(
      trx,
      paymentReceiptMail(
        { ...checkout, id: renewalId, amount: invoice.amountPaid, email: checkout.email },
        new Date(),
        { cancelUrl },
      ),
      checkout.user_id,
    );
  }
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'payment',
    action: 'subscription_renewed',
    resourceType: 'subscription',
    details: { subscriptionId: checkout.subscription_id, renewalId, amount: invoice.amountPaid },
  });
  return true;
}

/**
 * A subscription payment was refunded in full (`charge.refunded`), matched through the invoice it
 * paid. The first invoice is the checkout's payment, so the checkout is refunded (a membership then
 * ends); a renewal's refund is recorded on the renewal.
 */
export async function refundSubscriptionPayment(
  trx: PaymentsTransaction,
  payment: ProviderPayment & { chargeId: string },
): Promise<boolean> {
  const invoice = await lockInvoiceByPayment(trx, payment);
  if (!invoice?.provider_subscription_id || invoice.refunded_at) return false;
  const subscription = await findSubscriptionCheckout(trx, invoice.provider_subscription_id);
  if (!subscription) return false;
  await markInvoiceRefunded(trx, invoice.provider_invoice_id);
  if (invoice.billing_reason === 'subscription_create') {
    const checkout = await lockCheckout(trx, subscription.id);
    return checkout ? refundCheckout(trx, checkout) : false;
  }
  await markRenewalRefunded(trx, invoice.provider_invoice_id);
  await writeAuditLog(trx, {
    severity: 'warn',
    eventType: 'payment',
    action: 'renewal_refunded',
    resourceType: 'subscription',
    details: { subscriptionId: subscription.subscription_id, invoiceId: invoice.provider_invoice_id },
  });
  return true;
}

/**
 * A renewal charge failed (`invoice.payment_failed`): an active subscription becomes past_due and
 * the payer gets one notice; the provider's further retries of the same delinquency change nothing.
 * The membership role stays meanwhile: the provider cancels after its last retry, which withdraws it.
 */
export async function recordPaymentFailure(
  trx: PaymentsTransaction,
  providerSubscriptionId: string,
): Promise<boolean> {
  const subscription = await lockSubscriptionByProviderId(trx, providerSubscriptionId);
  // The charge at a trial's end fails as a renewal's does.
  if (subscription?.status !== 'active' && subscription?.status !== 'trialing') return false;
  await setSubscriptionStatus(trx, subscription.id, 'past_due', [subscription.status]);
  if (subscription.kind === 'plan') await queuePlanProvisioning(trx, subscription.id);
  const checkout = await findSubscriptionCheckout(trx, providerSubscriptionId);
  if (checkout?.email) {
    await queuePaymentMail(
      trx,
      paymentFailedMail({ ...checkout, email: checkout.email }, new Date()),
      checkout.user_id,
    );
  }
  await writeAuditLog(trx, {
    severity: 'warn',
    eventType: 'payment',
    action: 'subscription_past_due',
    resourceType: 'subscription',
    details: { subscriptionId: subscription.id, kind: subscription.kind },
  });
  return true;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A member's own payments and subscriptions, for /account. */
export async function myPayments(ctx: PaymentsContext, userId: string): Promise<MyPayments> {
  const [checkouts, subscriptions, renewals] = await Promise.all([
    listUserCheckouts(ctx.db, userId),
    listUserSubscriptions(ctx.db, userId),
    listUserRenewals(ctx.db, userId),
  ]);
  const payments: MyPayment[] = [
    ...checkouts.map((checkout) => ({
      ...checkoutSummary(checkout),
      createdAt: checkout.created_at.toISOString(),
      paidAt: iso(checkout.paid_at),
    })),
    ...renewals.map((renewal) => ({
      id: renewal.id,
      kind: renewal.kind,
      description: `${renewal.description}, renewal`,
      amount: renewal.amount,
      currency: renewal.currency,
      interval: renewal.interval,
      status: renewal.refunded_at ? ('refunded' as const) : ('paid' as const),
      createdAt: renewal.paid_at.toISOString(),
      paidAt: renewal.paid_at.toISOString(),
    })),
  ];
  // Newest first; ISO timestamps of one format sort as text.
  payments.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    payments,
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      checkoutId: subscription.checkout_id,
      kind: subscription.kind,
      description: subscription.description,
      amount: subscription.amount,
      currency: subscription.currency,
      interval: subscription.interval,
      status: subscription.status,
      createdAt: subscription.created_at.toISOString(),
      cancelledAt: iso(subscription.cancelled_at),
      trialEndsAt: iso(subscription.trial_ends_at),
    })),
  };
}

/** Where the member cancels an active subscription: Stripe's customer portal or the local equivalent. */
export async function subscriptionPortal(
  ctx: PaymentsContext,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionPortal> {
  const subscription = await findUserSubscription(ctx.db, userId, subscriptionId);
  if (!subscription) throw notFoundError(paymentMessages.subscriptionNotFound);
  if (subscription.status === 'cancelled') throw conflictError(paymentMessages.subscriptionAlreadyCancelled);
  return ctx.provider.createPortalSession({
    customerId: subscription.provider_customer_id,
    subscriptionId: subscription.provider_subscription_id,
    returnUrl: siteUrl(ctx.publicOrigin, pathTo('/account')),
  });
}

/** What the signed-in member's routes call. */
export interface SubscriptionService {
  myPayments(userId: string): Promise<MyPayments>;
  portal(userId: string, subscriptionId: string): Promise<SubscriptionPortal>;
}

export function createSubscriptionService(ctx: PaymentsContext): SubscriptionService {
  return {
    myPayments: (userId) => myPayments(ctx, userId),
    portal: (userId, subscriptionId) => subscriptionPortal(ctx, userId, subscriptionId),
  };
}
