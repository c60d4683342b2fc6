import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export const ratpakSchema = 'ratpak';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `ratpak` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface RatpakDatabase {
  'ratpak.entries': EntriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type RatpakDb = Kysely<RatpakDatabase> | Transaction<RatpakDatabase>;
