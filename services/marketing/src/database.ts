import type { Kysely, Transaction } from 'kysely';
import type { ContactTables } from './contact/contact.table.js';
import type { EventTables } from './events/events.table.js';
import type { NewsletterTables } from './newsletter/newsletter.table.js';
import type { ResourcesTables } from './resources/resources.table.js';
import type { VignettesTables } from './vignettes/vignettes.table.js';

export const marketingSchema = 'marketing';

/**
 * Tables of the `marketing` schema, named schema-qualified as Kysely recommends for non-public schemas.
 * Each feature declares its own tables in `<feature>.table.ts`.
 */
export interface Database
  extends VignettesTables,
    NewsletterTables,
    ResourcesTables,
    EventTables,
    ContactTables {}

/** What repositories take first: the pool, or the caller's transaction. */
export type MarketingDb = Kysely<Database> | Transaction<Database>;
