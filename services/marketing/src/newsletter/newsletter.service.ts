import { errorCodes } from '@gbc/contracts';
import {
  marketingApi,
  type NewsletterJoin,
  type NewsletterSubscribe,
  newsletterConfirmationTtlHours,
  newsletterConsentText,
  newsletterMessages,
} from '@gbc/contracts/marketing';
import { enqueueMail, HttpError } from '@gbc/service-kit';
import { pathTo, siteUrl } from '@gbc/site-map';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  type UnsubscribeLinks,
} from './newsletter.mails.js';
import {
  applyPendingChanges,
  findByConfirmationTokenForUpdate,
  findSubscriptionForUpdate,
  insertConsent,
  issueConfirmationToken,
  markConfirmed,
  markUnsubscribed,
  setPendingChanges,
  upsertSubscription,
} from './newsletter.repository.js';
import type { NewsletterSubscriptionMetadata } from './newsletter.table.js';
import { hashConfirmationToken, newConfirmationToken, type UnsubscribeSigner } from './newsletter.tokens.js';

/** Where join page sign-ups come from; their body names the page only through `metadata.source`. */
const joinPagePath = pathTo('/join');
/** A repeat sign-up re-sends the confirmation at most this often, so the form cannot be used to flood an inbox. */
const confirmationResendMinutes = 60;
const maxUserAgentLength = 512;

export interface NewsletterContext {
  /** Origin of the public site (PUBLIC_ORIGIN), for the links in mails. */
  publicOrigin: string;
  signer: UnsubscribeSigner;
}

/** Who signed up, for the consent proof. */
export interface SignupClient {
  ip: string;
  userAgent: string | undefined;
}

/** Addresses differ only in case in practice, so they are stored and mailed in lower case. */
export const normaliseNewsletterEmail = (email: string) => email.toLowerCase();

/** The one-click unsubscribe endpoint the mail's List-Unsubscribe header names (an API path, not a page). */
const oneClickUnsubscribeUrl = (origin: string, token: string) => {
  const url = new URL(marketingApi.newsletter.unsubscribe, origin);
  url.searchParams.set('token', token);
  return url.href;
};

function metadataOf(signup: NewsletterSubscribe | NewsletterJoin): NewsletterSubscriptionMetadata {
  if (!('metadata' in signup)) return {};
  return { ...signup.metadata, interests: [...new Set(signup.metadata.interests)] };
}

/** Queues a confirmation mail with a new link, unless one went out within the hour. */
async function sendConfirmation(
  trx: Transaction<Database>,
  context: NewsletterContext,
  id: string,
  keepConfirmed: boolean,
): Promise<void> {
  const { token, hash } = newConfirmationToken();
  const issued = await issueConfirmationToken(trx, id, hash, {
    ttlHours: newsletterConfirmationTtlHours,
    resendAfterMinutes: confirmationResendMinutes,
    keepConfirmed,
  });
  if (!issued) return;
  await enqueueMail(
    trx,
    newsletterConfirmationMail(
      issued.email,
      siteUrl(context.publicOrigin, pathTo('/newsletter/confirm'), { token }),
    ),
  );
}

/**
 * A sign-up from any form, in the caller's transaction: records the subscription (pending until
 * confirmed) and the consent proof, and queues one confirmation mail unless one was sent within the
 * hour. A confirmed address keeps what it confirmed (anyone can type an address): a newer name,
 * answers and consent wait until the address follows a new confirmation link, and a sign-up adding
 * nothing changes nothing. The caller answers the same whatever happened here.
 */
export async function signUpForNewsletter(
  trx: Transaction<Database>,
  context: NewsletterContext,
  signup: NewsletterSubscribe | NewsletterJoin,
  client: SignupClient,
): Promise<void> {
  const email = normaliseNewsletterEmail(signup.email);
  const sourcePage = 'sourcePage' in signup ? signup.sourcePage : joinPagePath;
  const name = ('name' in signup && signup.name) || null;
  const metadata = metadataOf(signup);
  const consent = {
    source_page: sourcePage,
    ip_address: client.ip,
    user_agent: client.userAgent?.slice(0, maxUserAgentLength) ?? null,
    consent_text: newsletterConsentText,
  };

  const existing = await findSubscriptionForUpdate(trx, email);
  if (existing?.status === 'confirmed') {
    if (name === null && Object.keys(metadata).length === 0) return;
    await setPendingChanges(trx, existing.id, { name, metadata, consent });
    await sendConfirmation(trx, context, existing.id, true);
    return;
  }
  const row = await upsertSubscription(trx, {
    email,
    name,
    source_page: sourcePage,
    metadata: JSON.stringify(metadata),
  });
  await insertConsent(trx, { subscription_id: row.id, ...consent });
  await sendConfirmation(trx, context, row.id, false);
}

const invalidToken = (message: string) =>
  new HttpError(400, errorCodes.badRequest, message, { token: message });

/**
 * Confirms the address a confirmation token was sent to and queues the welcome, the first newsletter
 * mail; for an address already confirmed, applies its pending changes. Confirming twice (a double
 * click) is answered as success without a second welcome.
 */
export async function confirmNewsletter(
  trx: Transaction<Database>,
  context: NewsletterContext,
  token: string,
): Promise<void> {
  const row = await findByConfirmationTokenForUpdate(trx, hashConfirmationToken(token));
  if (!row) throw invalidToken(newsletterMessages.confirmExpired);
  if (row.status === 'confirmed') {
    // The address confirms the changes a later sign-up asked for, with a link sent since; no second welcome.
    const linkSentSinceChanges =
      row.pending_changes_at !== null &&
      row.confirmation_sent_at !== null &&
      row.confirmation_sent_at >= row.pending_changes_at;
    if (row.pending_changes && linkSentSinceChanges) {
      await applyPendingChanges(trx, row.id, row.pending_changes);
      await insertConsent(trx, { subscription_id: row.id, ...row.pending_changes.consent });
    }
    return;
  }
  await markConfirmed(trx, row.id);
  const unsubscribeToken = await context.signer.sign(row.id);
  await enqueueMail(
    trx,
    newsletterWelcomeMail(row.email, {
      pageUrl: siteUrl(context.publicOrigin, pathTo('/newsletter/unsubscribe'), { token: unsubscribeToken }),
      oneClickUrl: oneClickUnsubscribeUrl(context.publicOrigin, unsubscribeToken),
    } satisfies UnsubscribeLinks),
  );
}

/** Ends the subscription an unsubscribe token names; unsubscribing again is answered as success. */
export async function unsubscribeFromNewsletter(
  trx: Transaction<Database>,
  context: NewsletterContext,
  token: string,
): Promise<void> {
  const id = await context.signer.verify(token);
  if (!id) throw invalidToken(newsletterMessages.token);
  await markUnsubscribed(trx, id);
}

/** What the newsletter routes call: each write in its own transaction. */
export interface NewsletterService {
  signUp(signup: NewsletterSubscribe | NewsletterJoin, client: SignupClient): Promise<void>;
  confirm(token: string): Promise<void>;
  unsubscribe(token: string): Promise<void>;
}

export function createNewsletterService(db: Kysely<Database>, context: NewsletterContext): NewsletterService {
  return {
    signUp: (signup, client) =>
      db.transaction().execute((trx) => signUpForNewsletter(trx, context, signup, client)),
    confirm: (token) => db.transaction().execute((trx) => confirmNewsletter(trx, context, token)),
    unsubscribe: (token) => db.transaction().execute((trx) => unsubscribeFromNewsletter(trx, context, token)),
  };
}
