import { type Kysely, type Migration, sql } from 'kysely';
import { surveySchema } from '../database.js';

/**
 * The completed responses in the admin records' keyset order (service-kit's `recordTimeKey` and
 * `recordIdKey` of `completed_at` and `id`, both descending), so each page of the results list and CSV
 * export reads on from its cursor instead of sorting every completed response again. The expressions
 * are written out as they are at this migration; the export's test checks its query still uses them.
 */
export const indexCompletedResponsesKeyset: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create index responses_completed_keyset on ${sql.table(`${surveySchema}.responses`)} (
        (date_trunc('milliseconds', completed_at at time zone 'UTC')) desc,
        (id::text) desc
      ) where status = 'completed'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(surveySchema).dropIndex('responses_completed_keyset').execute();
  },
};
