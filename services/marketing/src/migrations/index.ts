import type { Migration } from 'kysely';
import { createVignettes } from './2026-11-21-001-create-vignettes.js';
import { createNewsletterSubscriptions } from './2026-11-21-002-create-newsletter-subscriptions.js';
import { addVignettePublishedAt } from './2026-11-23-001-add-vignette-published-at.js';
import { newsletterDoubleOptIn } from './2026-11-23-002-newsletter-double-opt-in.js';
import { newsletterPendingChanges } from './2026-11-25-001-newsletter-pending-changes.js';
import { createContactMessages } from './2026-11-26-010-create-contact-messages.js';
import { createEventRegistrations } from './2026-11-26-020-create-event-registrations.js';
import { createResourceNotifyRequests } from './2026-11-26-040-create-resource-notify-requests.js';
import { createSigningKeys } from './2026-11-27-001-create-signing-keys.js';

/** The marketing schema's migrations, applied in name order. */
export const marketingMigrations: Record<string, Migration> = {
  '2026-11-21-001-create-vignettes': createVignettes,
  '2026-11-21-002-create-newsletter-subscriptions': createNewsletterSubscriptions,
  '2026-11-23-001-add-vignette-published-at': addVignettePublishedAt,
  '2026-11-23-002-newsletter-double-opt-in': newsletterDoubleOptIn,
  '2026-11-25-001-newsletter-pending-changes': newsletterPendingChanges,
  '2026-11-26-010-create-contact-messages': createContactMessages,
  '2026-11-26-040-create-resource-notify-requests': createResourceNotifyRequests,
  '2026-11-26-020-create-event-registrations': createEventRegistrations,
  '2026-11-27-001-create-signing-keys': createSigningKeys,
};
