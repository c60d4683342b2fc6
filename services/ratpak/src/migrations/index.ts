import type { Migration } from 'kysely';
import { createLeads } from './2026-11-26-010-create-leads.js';
import { createDemoBookings } from './2026-11-26-020-create-demo-bookings.js';
import { createAccessRequests } from './2026-11-26-030-create-access-requests.js';
import { createTrials } from './2026-11-26-050-create-trials.js';

/** The ratpak schema's migrations, applied in name order (010-040 here; 050 provisions trials). */
export const ratpakMigrations: Record<string, Migration> = {
  '2026-11-26-010-create-leads': createLeads,
  '2026-11-26-020-create-demo-bookings': createDemoBookings,
  '2026-11-26-030-create-access-requests': createAccessRequests,
  '2026-11-26-050-create-trials': createTrials,
};
