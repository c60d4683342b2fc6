import { sql } from 'kysely';
import type { MarketingDb } from '../database.js';
import type {
  NewNewsletterConsentRow,
  NewNewsletterSubscriptionRow,
  NewsletterPendingChanges,
  NewsletterSubscriptionRow,
} from './newsletter.table.js';

const subscriptions = 'marketing.newsletter_subscriptions';
const consents = 'marketing.newsletter_consents';
const secrets = 'marketing.secrets';

/**
 * Inserts the subscription, or takes a repeat sign-up's newer name and answers, and returns the row
 * locked for the rest of the caller's transaction. A concurrent sign-up of the same address waits on
 * the unique index, so the two never both decide to send a confirmation.
 */
export async function upsertSubscription(
  db: MarketingDb,
  row: Pick<NewNewsletterSubscriptionRow, 'email' | 'name' | 'source_page' | 'metadata'>,
): Promise<NewsletterSubscriptionRow> {
  return db
    .insertInto(subscriptions)
    .values(row)
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({
        name: eb.fn.coalesce('excluded.name', `${subscriptions}.name`),
        metadata: sql<string>`${sql.ref(`${subscriptions}.metadata`)} || excluded.metadata`,
        pending_changes: null,
        pending_changes_at: null,
        updated_at: sql<Date>`now()`,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The subscription of an address, locked for the rest of the caller's transaction; undefined for a new one. */
export async function findSubscriptionForUpdate(
  db: MarketingDb,
  email: string,
): Promise<NewsletterSubscriptionRow | undefined> {
  return db.selectFrom(subscriptions).selectAll().where('email', '=', email).forUpdate().executeTakeFirst();
}

/** Keeps a confirmed address's newer sign-up aside (the latest one wins) until the address confirms it. */
export async function setPendingChanges(
  db: MarketingDb,
  id: string,
  changes: NewsletterPendingChanges,
): Promise<void> {
  await db
    .updateTable(subscriptions)
    .set({
      pending_changes: JSON.stringify(changes),
      pending_changes_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Applies confirmed pending changes: a newer name if one was given, answers merged as a repeat sign-up merges them. */
export async function applyPendingChanges(
  db: MarketingDb,
  id: string,
  changes: NewsletterPendingChanges,
): Promise<void> {
  await db
    .updateTable(subscriptions)
    .set((eb) => ({
      name: eb.fn.coalesce(eb.val(changes.name), eb.ref('name')),
      metadata: sql<string>`${sql.ref('metadata')} || ${JSON.stringify(changes.metadata)}::jsonb`,
      pending_changes: null,
      pending_changes_at: null,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

export async function insertConsent(db: MarketingDb, row: NewNewsletterConsentRow): Promise<void> {
  await db.insertInto(consents).values(row).execute();
}

/**
 * Gives the subscription a new confirmation token (making it pending again after an unsubscribe,
 * unless `keepConfirmed`: a confirmed address confirming changes stays subscribed meanwhile), unless
 * one was issued less than `resendAfterMinutes` ago; returns the address when it did. The database's
 * clock decides both the throttle and the expiry, whatever the app servers' clocks say.
 */
export async function issueConfirmationToken(
  db: MarketingDb,
  id: string,
  hash: string,
  timing: { ttlHours: number; resendAfterMinutes: number; keepConfirmed?: boolean },
): Promise<{ email: string } | undefined> {
  return db
    .updateTable(subscriptions)
    .set({
      ...(timing.keepConfirmed ? {} : { status: 'pending' as const, unsubscribed_at: null }),
      confirmation_token_hash: hash,
      confirmation_expires_at: sql<Date>`now() + make_interval(hours => ${timing.ttlHours})`,
      confirmation_sent_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('confirmation_sent_at', 'is', null),
        eb(
          'confirmation_sent_at',
          '<',
          sql<Date>`now() - make_interval(mins => ${timing.resendAfterMinutes})`,
        ),
      ]),
    )
    .returning('email')
    .executeTakeFirst();
}

/** The subscription an unexpired confirmation token belongs to, locked; undefined for any other token. */
export async function findByConfirmationTokenForUpdate(
  db: MarketingDb,
  hash: string,
): Promise<NewsletterSubscriptionRow | undefined> {
  return db
    .selectFrom(subscriptions)
    .selectAll()
    .where('confirmation_token_hash', '=', hash)
    .where('confirmation_expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

export async function markConfirmed(db: MarketingDb, id: string): Promise<void> {
  await db
    .updateTable(subscriptions)
    .set({ status: 'confirmed', confirmed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Unsubscribes the address; the token that confirmed it stops working. No-op once unsubscribed or deleted. */
export async function markUnsubscribed(db: MarketingDb, id: string): Promise<void> {
  await db
    .updateTable(subscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      confirmation_token_hash: null,
      confirmation_expires_at: null,
      pending_changes: null,
      pending_changes_at: null,
    })
    .where('id', '=', id)
    .where('status', '<>', 'unsubscribed')
    .execute();
}

/**
 * Deletes what consent proof may no longer be kept (with its subscription and consents): addresses
 * unsubscribed more than `months` ago, and sign-ups never confirmed whose last sign-up is that old.
 * A plain conditional delete: running it twice, or in several processes at once, deletes nothing more.
 */
export async function deleteExpiredSubscriptions(db: MarketingDb, months: number): Promise<number> {
  const cutoff = sql<Date>`now() - make_interval(months => ${months})`;
  const result = await db
    .deleteFrom(subscriptions)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'unsubscribed'), eb('unsubscribed_at', '<', cutoff)]),
        eb.and([eb('status', '=', 'pending'), eb('updated_at', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Drops pending changes of confirmed addresses asked for more than `hours` ago: every link that could
 * apply them has expired, and they hold the asker's address and browser (consent proof never given).
 */
export async function clearExpiredPendingChanges(db: MarketingDb, hours: number): Promise<number> {
  const result = await db
    .updateTable(subscriptions)
    .set({ pending_changes: null, pending_changes_at: null })
    .where('pending_changes_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The stored signing key called `name` (see `signingKeyNames`; a migration creates them). */
export async function findSecret(db: MarketingDb, name: string): Promise<string> {
  const row = await db.selectFrom(secrets).select('value').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`The signing key ${name} is missing from ${secrets}: run the migrations`);
  return row.value;
}
