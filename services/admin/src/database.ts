import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { PrivacyTables } from './privacy/privacy.table.js';

export const adminSchema = 'admin';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `admin` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface AdminDatabase extends PrivacyTables {
  'admin.entries': EntriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type AdminDb = Kysely<AdminDatabase> | Transaction<AdminDatabase>;
