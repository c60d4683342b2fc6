import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';
import type { LocalSessionRow, NewLocalSessionRow } from './local-provider.table.js';

const sessions = 'payments.local_sessions';

export async function insertLocalSession(db: PaymentsDb, row: NewLocalSessionRow): Promise<void> {
  await db.insertInto(sessions).values(row).execute();
}

export async function findLocalSession(db: PaymentsDb, id: string): Promise<LocalSessionRow | undefined> {
  return db.selectFrom(sessions).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLocalSessionBySubscription(
  db: PaymentsDb,
  subscriptionId: string,
): Promise<LocalSessionRow | undefined> {
  return db.selectFrom(sessions).selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();
}

/** Expires open sessions past their time, as Stripe does after 24 hours; returns the session as it now is. */
export async function expireIfOverdue(db: PaymentsDb, id: string): Promise<LocalSessionRow | undefined> {
  await db
    .updateTable(sessions)
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  return findLocalSession(db, id);
}

export interface LocalCompletion {
  customerId: string;
  subscriptionId: string | null;
  /** Null for a free trial: nothing is paid until it ends. */
  paymentIntentId: string | null;
  invoiceId: string | null;
  /** Typed on the page when the checkout was started without an address; an address given earlier stays. */
  customerEmail: string | null;
}

/** Completes an open, unexpired session; undefined when it was not open (paid twice, cancelled, expired). */
export async function completeLocalSession(
  db: PaymentsDb,
  id: string,
  completion: LocalCompletion,
): Promise<LocalSessionRow | undefined> {
  return db
    .updateTable(sessions)
    .set((eb) => ({
      status: 'complete',
      customer_email: eb.fn.coalesce('customer_email', eb.val(completion.customerEmail)),
      customer_id: completion.customerId,
      subscription_id: completion.subscriptionId,
      payment_intent_id: completion.paymentIntentId,
      invoice_id: completion.invoiceId,
    }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Expires an open session (the visitor pressed Cancel); undefined when it was not open. */
export async function cancelLocalSession(db: PaymentsDb, id: string): Promise<LocalSessionRow | undefined> {
  return db
    .updateTable(sessions)
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Ends a running free trial once, recording the payment of the first charged period; undefined when
 * the session has no trial running (none, ended, or its subscription cancelled).
 */
export async function endLocalTrial(
  db: PaymentsDb,
  id: string,
  paymentIntentId: string,
): Promise<LocalSessionRow | undefined> {
  return db
    .updateTable(sessions)
    .set({ trial_ended_at: sql<Date>`now()`, payment_intent_id: paymentIntentId })
    .where('id', '=', id)
    .where('status', '=', 'complete')
    .where('trial_days', 'is not', null)
    .where('trial_ended_at', 'is', null)
    .where('subscription_cancelled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a paid session refunded; undefined when nothing was paid (a trial running) or it is refunded already. */
export async function refundLocalSession(db: PaymentsDb, id: string): Promise<LocalSessionRow | undefined> {
  return db
    .updateTable(sessions)
    .set({ refunded_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'complete')
    .where('payment_intent_id', 'is not', null)
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function cancelLocalSubscription(
  db: PaymentsDb,
  subscriptionId: string,
): Promise<LocalSessionRow | undefined> {
  return db
    .updateTable(sessions)
    .set({ subscription_cancelled_at: sql<Date>`now()` })
    .where('subscription_id', '=', subscriptionId)
    .where('subscription_cancelled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Drops the address the local provider kept for these checkouts (account deletion). */
export async function pseudonymiseLocalSessions(db: PaymentsDb, checkoutIds: string[]): Promise<void> {
  if (checkoutIds.length === 0) return;
  await db
    .updateTable(sessions)
    .set({ customer_email: null })
    .where('checkout_id', 'in', checkoutIds)
    .execute();
}

/** The local provider's sessions that kept `email` (any case) as the customer's address. */
export async function listLocalSessionsByEmail(db: PaymentsDb, email: string) {
  return db
    .selectFrom(sessions)
    .selectAll()
    .where(sql<boolean>`lower(customer_email) = ${email.toLowerCase()}`)
    .execute();
}

/** Drops `email` wherever the local provider kept it; returns how many sessions had it. */
export async function forgetLocalSessionEmail(db: PaymentsDb, email: string): Promise<number> {
  const rows = await db
    .updateTable(sessions)
    .set({ customer_email: null })
    .where(sql<boolean>`lower(customer_email) = ${email.toLowerCase()}`)
    .returning('checkout_id')
    .execute();
  return rows.length;
}
