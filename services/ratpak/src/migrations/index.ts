import type { Migration } from 'kysely';
import { createEntries } from './2026-11-26-001-create-entries.js';
import { createTrials } from './2026-11-26-050-create-trials.js';

/** The ratpak schema's migrations, applied in name order. */
export const ratpakMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-entries': createEntries,
  '2026-11-26-050-create-trials': createTrials,
};
