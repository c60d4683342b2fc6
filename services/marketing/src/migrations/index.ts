import type { Migration } from 'kysely';
import { createVignettes } from './2026-11-21-001-create-vignettes.js';
import { createNewsletterSubscriptions } from './2026-11-21-002-create-newsletter-subscriptions.js';

/** The marketing schema's migrations, applied in name order. */
export const marketingMigrations: Record<string, Migration> = {
  '2026-11-21-001-create-vignettes': createVignettes,
  '2026-11-21-002-create-newsletter-subscriptions': createNewsletterSubscriptions,
};
