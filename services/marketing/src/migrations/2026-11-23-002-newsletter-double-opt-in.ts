import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/**
 * Double opt-in: subscriptions get a status and confirmation token columns; existing rows never
 * confirmed, so they start `pending`. Consent proof gets its own table, deleted with its
 * subscription; `secrets` holds the generated signing key when NEWSLETTER_SECRET is unset.
 */
export const newsletterDoubleOptIn: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema
      .alterTable('newsletter_subscriptions')
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
      )
      .addColumn('confirmation_token_hash', 'text', (col) => col.unique())
      .addColumn('confirmation_expires_at', 'timestamptz')
      .addColumn('confirmation_sent_at', 'timestamptz')
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('unsubscribed_at', 'timestamptz')
      .execute();
    await schema
      .createTable('newsletter_consents')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('subscription_id', 'uuid', (col) =>
        col.notNull().references(`${marketingSchema}.newsletter_subscriptions.id`).onDelete('cascade'),
      )
      .addColumn('consented_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('source_page', 'text', (col) => col.notNull())
      .addColumn('ip_address', 'text', (col) => col.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('consent_text', 'text', (col) => col.notNull())
      .execute();
    await schema
      .createIndex('newsletter_consents_subscription_id_idx')
      .on('newsletter_consents')
      .column('subscription_id')
      .execute();
    await schema
      .createTable('secrets')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema.dropTable('secrets').execute();
    await schema.dropTable('newsletter_consents').execute();
    await schema
      .alterTable('newsletter_subscriptions')
      .dropColumn('status')
      .dropColumn('confirmation_token_hash')
      .dropColumn('confirmation_expires_at')
      .dropColumn('confirmation_sent_at')
      .dropColumn('confirmed_at')
      .dropColumn('unsubscribed_at')
      .execute();
  },
};
