import type { Migration } from 'kysely';
import { createVignettes } from './2026-11-21-001-create-vignettes.js';

/** The marketing schema's migrations, applied in name order. */
export const marketingMigrations: Record<string, Migration> = {
  '2026-11-21-001-create-vignettes': createVignettes,
};
