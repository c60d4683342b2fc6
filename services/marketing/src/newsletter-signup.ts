import type { NewsletterSignup } from '@gbc/contracts/marketing';
import { enqueueMail } from '@gbc/service-kit';
import type { Transaction } from 'kysely';
import type { MarketingDatabase, NewsletterSubscriptionMetadata } from './database.js';
import { insertSubscriptionIfNew, refreshSubscription } from './newsletter-repository.js';
import { newsletterWelcomeMail } from './newsletter-welcome-mail.js';

/** Where join page sign-ups come from; their body names the page only through `metadata.source`. */
const joinPagePath = '/join';

export type NewsletterSignupOutcome = 'subscribed' | 'already_subscribed';

/** Addresses differ only in case in practice, so they are stored and mailed in lower case. */
export const normaliseNewsletterEmail = (email: string) => email.toLowerCase();

function metadataOf(signup: NewsletterSignup): NewsletterSubscriptionMetadata {
  if (!signup.metadata) return {};
  return { ...signup.metadata, interests: [...new Set(signup.metadata.interests)] };
}

/**
 * Subscribes the address, or refreshes an existing subscription, inside the caller's transaction.
 * Only a new subscriber gets the welcome e-mail, queued in the same transaction as the row.
 */
export async function subscribeToNewsletter(
  trx: Transaction<MarketingDatabase>,
  signup: NewsletterSignup,
): Promise<NewsletterSignupOutcome> {
  const email = normaliseNewsletterEmail(signup.email);
  const name = signup.name || null;
  const metadata = JSON.stringify(metadataOf(signup));
  const isNew = await insertSubscriptionIfNew(trx, {
    email,
    name,
    source_page: signup.sourcePage ?? joinPagePath,
    metadata,
  });
  if (!isNew) {
    await refreshSubscription(trx, email, { name, metadata });
    return 'already_subscribed';
  }
  await enqueueMail(trx, newsletterWelcomeMail(email, name));
  return 'subscribed';
}
