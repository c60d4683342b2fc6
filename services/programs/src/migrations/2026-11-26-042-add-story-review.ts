import { type Kysely, type Migration, sql } from 'kysely';
import { programsSchema } from '../database.js';

/**
 * Moderation: who reviewed a story and when, and why one was rejected; a reviewed story has both,
 * a rejected one its reason. Addresses are looked up case-insensitively (personal-data export, erase).
 */
export const addStoryReview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(programsSchema)
      .alterTable('stories')
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('reviewed_by', 'text')
      .addColumn('rejection_reason', 'text', (col) => col.check(sql`char_length(rejection_reason) <= 500`))
      .execute();
    await sql`
      alter table programs.stories add constraint stories_review_recorded check (
        (status = 'pending') = (reviewed_at is null) and (status = 'rejected') = (rejection_reason is not null)
      )`.execute(db);
    await sql`create index stories_email_idx on programs.stories (lower(email))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index programs.stories_email_idx`.execute(db);
    await sql`alter table programs.stories drop constraint stories_review_recorded`.execute(db);
    await db.schema
      .withSchema(programsSchema)
      .alterTable('stories')
      .dropColumn('reviewed_at')
      .dropColumn('reviewed_by')
      .dropColumn('rejection_reason')
      .execute();
  },
};
