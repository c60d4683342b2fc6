import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { SiteAuditRunsTable } from './site-audit/site-audit.table.js';

export const adminSchema = 'admin';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `admin` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface AdminDatabase {
  'admin.entries': EntriesTable;
  'admin.site_audit_runs': SiteAuditRunsTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type AdminDb = Kysely<AdminDatabase> | Transaction<AdminDatabase>;
