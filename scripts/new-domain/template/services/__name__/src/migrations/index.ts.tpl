import type { Migration } from 'kysely';
import { createEntries } from './__date__-001-create-entries.js';

/** The __name__ schema's migrations, applied in name order. */
export const __name__Migrations: Record<string, Migration> = {
  '__date__-001-create-entries': createEntries,
};
