import { sql } from 'kysely';
import type { PaymentsDb } from '../database.js';
import type { CheckoutRow, NewCheckoutRow } from './checkouts.table.js';

const checkouts = 'payments.checkouts';

export async function insertCheckout(db: PaymentsDb, row: NewCheckoutRow): Promise<void> {
  await db.insertInto(checkouts).values(row).execute();
}

export async function findCheckout(db: PaymentsDb, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom(checkouts).selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The checkout of a provider session, locked until the transaction ends: concurrent webhooks and
 * lookups for one session queue here, and each sees the status the previous one left.
 */
export async function lockCheckoutBySession(
  db: PaymentsDb,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  return db
    .selectFrom(checkouts)
    .selectAll()
    .where('provider_session_id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockCheckout(db: PaymentsDb, id: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom(checkouts).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function lockCheckoutByPaymentIntent(
  db: PaymentsDb,
  paymentIntentId: string,
): Promise<CheckoutRow | undefined> {
  return db
    .selectFrom(checkouts)
    .selectAll()
    .where('provider_payment_intent_id', '=', paymentIntentId)
    .forUpdate()
    .executeTakeFirst();
}

export interface CheckoutSettlement {
  status: CheckoutRow['status'];
  paid?: boolean;
  paymentIntentId?: string | null;
  customerId?: string | null;
}

export async function settleCheckout(
  db: PaymentsDb,
  id: string,
  settlement: CheckoutSettlement,
): Promise<void> {
  await db
    .updateTable(checkouts)
    .set((eb) => ({
      status: settlement.status,
      updated_at: sql<Date>`now()`,
      ...(settlement.paid ? { paid_at: sql<Date>`now()` } : {}),
      provider_payment_intent_id: eb.fn.coalesce(
        eb.val(settlement.paymentIntentId ?? null),
        eb.ref('provider_payment_intent_id'),
      ),
      provider_customer_id: eb.fn.coalesce(
        eb.val(settlement.customerId ?? null),
        eb.ref('provider_customer_id'),
      ),
    }))
    .where('id', '=', id)
    .execute();
}

/** The address the provider collected, for a checkout started without one; never overwrites an address. */
export async function recordCheckoutEmail(db: PaymentsDb, id: string, email: string): Promise<void> {
  await db
    .updateTable(checkouts)
    .set({ email, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('email', 'is', null)
    .execute();
}

export async function markProviderChecked(db: PaymentsDb, id: string): Promise<void> {
  await db
    .updateTable(checkouts)
    .set({ provider_checked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Pending checkouts older than `minAgeMs` that nobody asked the provider about for `minAgeMs` either. */
export async function listStalePendingCheckouts(
  db: PaymentsDb,
  minAgeMs: number,
  limit: number,
): Promise<CheckoutRow[]> {
  const cutoff = sql<Date>`now() - make_interval(secs => ${minAgeMs / 1000})`;
  return db
    .selectFrom(checkouts)
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('provider_checked_at', 'is', null), eb('provider_checked_at', '<', cutoff)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function listUserCheckouts(db: PaymentsDb, userId: string): Promise<CheckoutRow[]> {
  return db
    .selectFrom(checkouts)
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Replaces the user id with `pseudonym` and drops the address; the payment facts stay (bookkeeping law). */
export async function pseudonymiseUserCheckouts(
  db: PaymentsDb,
  userId: string,
  pseudonym: string,
): Promise<string[]> {
  const rows = await db
    .updateTable(checkouts)
    .set({ user_id: pseudonym, email: null, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Checkouts whose receipts go to `email` (any case): a signed-out donor's, or a member's. */
export async function listCheckoutsByEmail(db: PaymentsDb, email: string): Promise<CheckoutRow[]> {
  return db
    .selectFrom(checkouts)
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .orderBy('created_at')
    .execute();
}

/**
 * Drops `email` from the checkouts that name it and gives those without an account `pseudonym` in
 * place of the person; the payment facts stay (bookkeeping law). Returns their ids.
 */
export async function pseudonymiseEmailCheckouts(
  db: PaymentsDb,
  email: string,
  pseudonym: string,
): Promise<string[]> {
  const rows = await db
    .updateTable(checkouts)
    .set((eb) => ({
      email: null,
      user_id: eb.fn.coalesce('user_id', sql<string>`${pseudonym}`),
      updated_at: sql<Date>`now()`,
    }))
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
