import type { Kysely, Transaction } from 'kysely';
import type { StoriesTable } from './stories/stories.table.js';

export const programsSchema = 'programs';

/** Tables of the `programs` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface ProgramsDatabase {
  'programs.stories': StoriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type ProgramsDb = Kysely<ProgramsDatabase> | Transaction<ProgramsDatabase>;
