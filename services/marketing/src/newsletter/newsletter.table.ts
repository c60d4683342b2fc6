import type { NewsletterJoinMetadata } from '@gbc/contracts/marketing';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** What a sign-up told us beyond the address: the join page's answers, or nothing (`{}`). */
export type NewsletterSubscriptionMetadata = NewsletterJoinMetadata | Record<string, never>;

/** Double opt-in: `pending` until the address confirms; only `confirmed` addresses get newsletters. */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A confirmed address's repeat sign-up, applied only once the address confirms it. */
export interface NewsletterPendingChanges {
  name: string | null;
  metadata: NewsletterSubscriptionMetadata;
  consent: Pick<NewsletterConsentTable, 'source_page' | 'ip_address' | 'user_agent' | 'consent_text'>;
}

export interface NewsletterSubscriptionTable {
  id: Generated<string>;
  /** Lower case (enforced by a check constraint), so one address is one subscription. */
  email: string;
  name: string | null;
  /** Site path of the first sign-up. */
  source_page: string;
  /** Read as an object; written as JSON text, as the audit log does, so nested arrays stay JSON. */
  metadata: ColumnType<NewsletterSubscriptionMetadata, string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  /** SHA-256 of the current confirmation token; the token itself exists only in the mail. */
  confirmation_token_hash: string | null;
  confirmation_expires_at: Date | null;
  /** When the last confirmation mail was queued: repeat sign-ups re-send at most once an hour. */
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  /** Written as JSON text, like `metadata`. */
  pending_changes: ColumnType<NewsletterPendingChanges | null, string | null | undefined, string | null>;
  /** When they were asked for: only a confirmation link sent since then applies them. */
  pending_changes_at: ColumnType<Date | null, never, Date | null>;
}

/**
 * Proof of consent, one row per sign-up: when, where, from which client, and the exact text shown.
 * Kept while the address is subscribed and for 12 months after; the retention job deletes the rest.
 */
export interface NewsletterConsentTable {
  id: Generated<string>;
  subscription_id: string;
  consented_at: ColumnType<Date, never, never>;
  source_page: string;
  ip_address: string;
  user_agent: string | null;
  consent_text: string;
}

/** Secrets the service generates for itself when the environment gives none (the embedded default). */
export interface NewsletterSecretTable {
  name: string;
  value: string;
}

export interface NewsletterTables {
  'marketing.newsletter_subscriptions': NewsletterSubscriptionTable;
  'marketing.newsletter_consents': NewsletterConsentTable;
  'marketing.secrets': NewsletterSecretTable;
}

export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionTable>;
export type NewNewsletterSubscriptionRow = Insertable<NewsletterSubscriptionTable>;
export type NewNewsletterConsentRow = Insertable<NewsletterConsentTable>;
