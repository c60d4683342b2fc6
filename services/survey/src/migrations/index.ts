import type { Migration } from 'kysely';
import { createEntries } from './2026-11-26-001-create-entries.js';

/** The survey schema's migrations, applied in name order. */
export const surveyMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-entries': createEntries,
};
