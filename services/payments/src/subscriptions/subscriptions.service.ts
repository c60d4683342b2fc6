import type { MyPayment, MyPayments, SubscriptionPortal } from '@gbc/contracts/payments';
import { paymentMessages } from '@gbc/contracts/payments';
import { conflictError, notFoundError, writeAuditLog } from '@gbc/service-kit';
import { listUserCheckouts } from '../checkouts/checkouts.repository.js';
import { checkoutSummary } from '../checkouts/checkouts.service.js';
import type { PaymentsContext } from '../context.js';
import type { PaymentsDb, PaymentsTransaction } from '../database.js';
import { paymentFailedMail, paymentReceiptMail } from '../receipts/receipts.js';
import { queuePaymentMail } from '../receipts/receipts.repository.js';
import { queueMemberRole } from '../role-grants/role-grants.service.js';
import {
  cancelSubscription,
  findSubscriptionCheckout,
  findUserSubscription,
  hasOtherActiveMembership,
  insertRenewalIfNew,
  listUserRenewals,
  listUserSubscriptions,
  lockSubscriptionByProviderId,
  setSubscriptionStatus,
} from './subscriptions.repository.js';

/** The provider ended a subscription; a membership's role is withdrawn in the same transaction. */
export async function cancelSubscriptionFromProvider(
  trx: PaymentsDb,
  providerSubscriptionId: string,
): Promise<boolean> {
  const subscription = await lockSubscriptionByProviderId(trx, providerSubscriptionId);
  if (!subscription || subscription.status === 'cancelled') return false;
  await cancelSubscription(trx, subscription.id);
  const userId = subscription.user_id;
  if (
    subscription.kind === 'membership' &&
    userId &&
    !(await hasOtherActiveMembership(trx, userId, subscription.checkout_id))
  ) {
    await queueMemberRole(trx, userId, false, providerSubscriptionId);
  }
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'payment',
    action: 'subscription_cancelled',
    resourceType: 'subscription',
    details: { subscriptionId: subscription.id, kind: subscription.kind },
  });
  return true;
}

export interface PaidInvoice {
  id: string;
  providerSubscriptionId: string;
  /** Minor units, as charged. */
  amountPaid: number;
  /** `subscription_create` is the checkout itself; only `subscription_cycle` is a renewal. */
  billingReason: string | null;
}

/**
 * A later period of a subscription was paid (`invoice.paid`): recorded once per invoice, with a
 * receipt in the same transaction. The first invoice belongs to the checkout and is skipped.
 */
export async function recordRenewal(trx: PaymentsTransaction, invoice: PaidInvoice): Promise<boolean> {
  if (invoice.billingReason !== 'subscription_cycle') return false;
  const checkout = await findSubscriptionCheckout(trx, invoice.providerSubscriptionId);
  if (!checkout) return false;
  const renewalId = await insertRenewalIfNew(trx, {
    subscription_id: checkout.subscription_id,
    provider_invoice_id: invoice.id,
    amount: invoice.amountPaid,
    currency: checkout.currency,
  });
  if (!renewalId) return false;
  // A paid renewal ends a past_due spell.
  await setSubscriptionStatus(trx, checkout.subscription_id, 'active', 'past_due');
  if (checkout.email) {
    await queuePaymentMail(
      trx,
      paymentReceiptMail(
        { ...checkout, id: renewalId, amount: invoice.amountPaid, email: checkout.email },
        new Date(),
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
 * A renewal charge failed (`invoice.payment_failed`): an active subscription becomes past_due and
 * the payer gets one notice; the provider's further retries of the same delinquency change nothing.
 * The membership role stays meanwhile: the provider cancels after its last retry, which withdraws it.
 */
export async function recordPaymentFailure(
  trx: PaymentsTransaction,
  providerSubscriptionId: string,
): Promise<boolean> {
  const subscription = await lockSubscriptionByProviderId(trx, providerSubscriptionId);
  if (subscription?.status !== 'active') return false;
  await setSubscriptionStatus(trx, subscription.id, 'past_due', 'active');
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
      status: 'paid' as const,
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
    returnUrl: new URL('/account', ctx.publicOrigin).toString(),
  });
}
