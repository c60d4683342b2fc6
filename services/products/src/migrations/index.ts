import type { Migration } from 'kysely';
import { createAccessRequests } from './2026-11-26-001-create-access-requests.js';

/** The products schema's migrations, applied in name order. */
export const productsMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-access-requests': createAccessRequests,
};
