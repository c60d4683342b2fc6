import type { Migration } from 'kysely';

/** The admin schema's migrations, applied in name order (the security dashboard reads the audit schema only). */
export const adminMigrations: Record<string, Migration> = {};
