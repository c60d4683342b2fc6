import type { SubscriptionStatus } from '@gbc/contracts/payments';
import { sql } from 'kysely';
import type { CheckoutRow } from '../checkouts/checkouts.table.js';
import type { PaymentsDb } from '../database.js';
import type { NewSubscriptionRow, SubscriptionRow } from './subscriptions.table.js';

const subscriptions = 'payments.subscriptions';

/** Inserts the checkout's subscription unless it is already recorded; the new row's id, or undefined. */
export async function insertSubscription(
  db: PaymentsDb,
  row: NewSubscriptionRow,
): Promise<string | undefined> {
  const inserted = await db
    .insertInto(subscriptions)
    .values(row)
    .onConflict((conflict) => conflict.column('provider_subscription_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The subscription and the checkout that started it, both locked for a status change. */
export async function lockSubscriptionByProviderId(
  db: PaymentsDb,
  providerSubscriptionId: string,
): Promise<(SubscriptionRow & { kind: CheckoutRow['kind'] }) | undefined> {
  return db
    .selectFrom(subscriptions)
    .innerJoin('payments.checkouts', 'payments.checkouts.id', 'payments.subscriptions.checkout_id')
    .selectAll(subscriptions)
    .select('payments.checkouts.kind')
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function cancelSubscription(db: PaymentsDb, id: string): Promise<void> {
  await db
    .updateTable(subscriptions)
    .set({ status: 'cancelled', cancelled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Moves a subscription from one of `from` to `to`; false when it is in another state. */
export async function setSubscriptionStatus(
  db: PaymentsDb,
  id: string,
  to: SubscriptionStatus,
  from: readonly SubscriptionStatus[],
): Promise<boolean> {
  const updated = await db
    .updateTable(subscriptions)
    .set({ status: to })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export type SubscriptionWithCheckout = SubscriptionRow &
  Pick<CheckoutRow, 'kind' | 'description' | 'amount' | 'currency' | 'interval'>;

const withCheckout = (db: PaymentsDb) =>
  db
    .selectFrom(subscriptions)
    .innerJoin('payments.checkouts', 'payments.checkouts.id', 'payments.subscriptions.checkout_id')
    .selectAll(subscriptions)
    .select([
      'payments.checkouts.kind',
      'payments.checkouts.description',
      'payments.checkouts.amount',
      'payments.checkouts.currency',
      'payments.checkouts.interval',
    ]);

export async function listUserSubscriptions(
  db: PaymentsDb,
  userId: string,
): Promise<SubscriptionWithCheckout[]> {
  return withCheckout(db)
    .where('payments.subscriptions.user_id', '=', userId)
    .orderBy('payments.subscriptions.created_at', 'desc')
    .execute();
}

export async function findUserSubscription(
  db: PaymentsDb,
  userId: string,
  id: string,
): Promise<SubscriptionWithCheckout | undefined> {
  return withCheckout(db)
    .where('payments.subscriptions.user_id', '=', userId)
    .where('payments.subscriptions.id', '=', id)
    .executeTakeFirst();
}

/** A subscription by our id, with what its checkout sold and where its receipts go. */
export async function findSubscription(db: PaymentsDb, id: string) {
  return withCheckout(db)
    .select(['payments.checkouts.item', 'payments.checkouts.email'])
    .where('payments.subscriptions.id', '=', id)
    .executeTakeFirst();
}

/** The provider ids of the user's subscriptions that can still be charged. */
export async function listOpenUserSubscriptionIds(db: PaymentsDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(subscriptions)
    .select('provider_subscription_id')
    .where('user_id', '=', userId)
    .where('status', '<>', 'cancelled')
    .execute();
  return rows.map((row) => row.provider_subscription_id);
}

export async function pseudonymiseUserSubscriptions(
  db: PaymentsDb,
  userId: string,
  pseudonym: string,
): Promise<number> {
  const rows = await db
    .updateTable(subscriptions)
    .set({ user_id: pseudonym })
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Whether the user holds a membership now: a paid, unrefunded membership checkout whose subscription,
 * if it has one, is not cancelled (past_due still counts while the provider retries the charge).
 */
export async function hasActiveMembership(db: PaymentsDb, userId: string): Promise<boolean> {
  const active = await db
    .selectFrom('payments.checkouts')
    .leftJoin(subscriptions, 'payments.subscriptions.checkout_id', 'payments.checkouts.id')
    .select('payments.checkouts.id')
    .where('payments.checkouts.user_id', '=', userId)
    .where('payments.checkouts.kind', '=', 'membership')
    .where('payments.checkouts.status', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('payments.subscriptions.id', 'is', null),
        eb('payments.subscriptions.status', '<>', 'cancelled'),
      ]),
    )
    .executeTakeFirst();
  return active !== undefined;
}

/** The subscription with the checkout that started it (what a renewal receipt needs). */
export async function findSubscriptionCheckout(db: PaymentsDb, providerSubscriptionId: string) {
  return db
    .selectFrom(subscriptions)
    .innerJoin('payments.checkouts', 'payments.checkouts.id', 'payments.subscriptions.checkout_id')
    .selectAll('payments.checkouts')
    .select('payments.subscriptions.id as subscription_id')
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

/** Records a renewal unless its invoice is known; the new row's id, or undefined for a repeat. */
export async function insertRenewalIfNew(
  db: PaymentsDb,
  row: { subscription_id: string; provider_invoice_id: string; amount: number; currency: string },
): Promise<string | undefined> {
  const inserted = await db
    .insertInto('payments.renewals')
    .values(row)
    .onConflict((conflict) => conflict.column('provider_invoice_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function markRenewalRefunded(db: PaymentsDb, providerInvoiceId: string): Promise<void> {
  await db
    .updateTable('payments.renewals')
    .set({ refunded_at: sql<Date>`now()` })
    .where('provider_invoice_id', '=', providerInvoiceId)
    .execute();
}

export async function listUserRenewals(db: PaymentsDb, userId: string) {
  return db
    .selectFrom('payments.renewals')
    .innerJoin(subscriptions, 'payments.subscriptions.id', 'payments.renewals.subscription_id')
    .innerJoin('payments.checkouts', 'payments.checkouts.id', 'payments.subscriptions.checkout_id')
    .select([
      'payments.renewals.id',
      'payments.renewals.amount',
      'payments.renewals.paid_at',
      'payments.renewals.refunded_at',
      'payments.checkouts.kind',
      'payments.checkouts.description',
      'payments.checkouts.currency',
      'payments.checkouts.interval',
    ])
    .where('payments.subscriptions.user_id', '=', userId)
    .orderBy('payments.renewals.paid_at', 'desc')
    .execute();
}
