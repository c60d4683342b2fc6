import type { Kysely, Migration } from 'kysely';
import { marketingSchema } from '../database.js';

/**
 * A confirmed address signing up again keeps what it confirmed: the new name, answers and consent
 * wait in `pending_changes` until the address follows a new confirmation link.
 */
export const newsletterPendingChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(marketingSchema)
      .alterTable('newsletter_subscriptions')
      .addColumn('pending_changes', 'jsonb')
      .addColumn('pending_changes_at', 'timestamptz')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .withSchema(marketingSchema)
      .alterTable('newsletter_subscriptions')
      .dropColumn('pending_changes')
      .dropColumn('pending_changes_at')
      .execute();
  },
};
