import type { Kysely, Migration } from 'kysely';
import { surveySchema } from '../database.js';

/**
 * The results' over-time series counts responses by the day they were opened over a window of days:
 * this index lets it read that range rather than every response (the purge's index holds only opened ones).
 */
export const indexResponsesCreatedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(surveySchema)
      .createIndex('responses_created_at')
      .on('responses')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(surveySchema).dropIndex('responses_created_at').execute();
  },
};
