import { sql } from 'kysely';
import type { MarketingDb } from '../database.js';
import { releaseSeat } from '../events/events.repository.js';

/** Rows whose address is `email`, in any case. */
const sameAddress = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;

/** Every record of the address, by kind, as stored. */
export async function findPersonalRecords(db: MarketingDb, email: string) {
  const subscriptions = await db
    .selectFrom('marketing.newsletter_subscriptions')
    .selectAll()
    .where(sameAddress(email))
    .execute();
  const consents =
    subscriptions.length === 0
      ? []
      : await db
          .selectFrom('marketing.newsletter_consents')
          .selectAll()
          .where(
            'subscription_id',
            'in',
            subscriptions.map((row) => row.id),
          )
          .execute();
  return {
    newsletterSubscriptions: subscriptions,
    newsletterConsents: consents,
    contactMessages: await db
      .selectFrom('marketing.contact_messages')
      .selectAll()
      .where(sameAddress(email))
      .execute(),
    eventRegistrations: await db
      .selectFrom('marketing.event_registrations')
      .selectAll()
      .where(sameAddress(email))
      .execute(),
    eventInformationRequests: await db
      .selectFrom('marketing.event_information_requests')
      .selectAll()
      .where(sameAddress(email))
      .execute(),
    resourceNotifyRequests: await db
      .selectFrom('marketing.resource_notify_requests')
      .selectAll()
      .where(sameAddress(email))
      .execute(),
  };
}

/**
 * Deletes every record of the address (consents go with their subscription) and gives the seats of its
 * event registrations back. Returns how many rows of each kind went.
 */
export async function deletePersonalRecords(db: MarketingDb, email: string): Promise<Record<string, number>> {
  const subscriptions = await db
    .deleteFrom('marketing.newsletter_subscriptions')
    .where(sameAddress(email))
    .returning('id')
    .execute();
  const messages = await db
    .deleteFrom('marketing.contact_messages')
    .where(sameAddress(email))
    .returning('id')
    .execute();
  const registrations = await db
    .deleteFrom('marketing.event_registrations')
    .where(sameAddress(email))
    .returning('event_id')
    .execute();
  for (const { event_id } of registrations) await releaseSeat(db, event_id);
  const information = await db
    .deleteFrom('marketing.event_information_requests')
    .where(sameAddress(email))
    .returning('id')
    .execute();
  const notify = await db
    .deleteFrom('marketing.resource_notify_requests')
    .where(sameAddress(email))
    .returning('id')
    .execute();
  return {
    newsletterSubscriptions: subscriptions.length,
    contactMessages: messages.length,
    eventRegistrations: registrations.length,
    eventInformationRequests: information.length,
    resourceNotifyRequests: notify.length,
  };
}
