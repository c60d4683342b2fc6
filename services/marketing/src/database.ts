import type { NewsletterJoinMetadata, VignetteStatus } from '@gbc/contracts/marketing';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export const marketingSchema = 'marketing';

export interface VignetteTable {
  id: Generated<string>;
  title: string;
  slug: string;
  excerpt: string;
  seo_description: string | null;
  /** Sanitised rich text (sanitised on every write). */
  content: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  read_time: number;
  author: string;
  status: ColumnType<VignetteStatus, VignetteStatus | undefined, VignetteStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** What a sign-up told us beyond the address: the join page's answers, or nothing (`{}`). */
export type NewsletterSubscriptionMetadata = NewsletterJoinMetadata | Record<string, never>;

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
}

/** Tables of the `marketing` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface MarketingDatabase {
  'marketing.vignettes': VignetteTable;
  'marketing.newsletter_subscriptions': NewsletterSubscriptionTable;
}

export type VignetteRow = Selectable<VignetteTable>;
export type NewVignetteRow = Insertable<VignetteTable>;
export type VignetteRowUpdate = Updateable<VignetteTable>;
export type NewNewsletterSubscriptionRow = Insertable<NewsletterSubscriptionTable>;
