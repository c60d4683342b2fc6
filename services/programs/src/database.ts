import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export const programsSchema = 'programs';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `programs` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface ProgramsDatabase {
  'programs.entries': EntriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type ProgramsDb = Kysely<ProgramsDatabase> | Transaction<ProgramsDatabase>;
