import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export const __name__Schema = '__name__';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `__name__` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface __Name__Database {
  '__name__.entries': EntriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type __Name__Db = Kysely<__Name__Database> | Transaction<__Name__Database>;
