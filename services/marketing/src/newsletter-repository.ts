import { type Kysely, sql } from 'kysely';
import type { MarketingDatabase, NewNewsletterSubscriptionRow } from './database.js';

const subscriptions = 'marketing.newsletter_subscriptions';

/**
 * Inserts the subscription unless its address is already subscribed; true when it inserted.
 * A concurrent sign-up of the same address waits on the unique index and then finds it taken,
 * so exactly one of them counts as new.
 */
export async function insertSubscriptionIfNew(
  db: Kysely<MarketingDatabase>,
  row: NewNewsletterSubscriptionRow,
): Promise<boolean> {
  const inserted = await db
    .insertInto(subscriptions)
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface SubscriptionRefresh {
  /** Replaces the stored name when given. */
  name: string | null;
  /** JSON object merged over the stored metadata (a repeat join sign-up updates its answers). */
  metadata: string;
}

/** A repeat sign-up of `email`: keeps the subscription, takes any newer name and answers. */
export async function refreshSubscription(
  db: Kysely<MarketingDatabase>,
  email: string,
  refresh: SubscriptionRefresh,
): Promise<void> {
  await db
    .updateTable(subscriptions)
    .set((eb) => ({
      name: eb.fn.coalesce(eb.val(refresh.name), eb.ref('name')),
      metadata: sql<string>`metadata || ${refresh.metadata}::jsonb`,
      updated_at: sql<Date>`now()`,
    }))
    .where('email', '=', email)
    .execute();
}
