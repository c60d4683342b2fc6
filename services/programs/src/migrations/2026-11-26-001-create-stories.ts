import { type Kysely, type Migration, sql } from 'kysely';
import { programsSchema } from '../database.js';

/**
 * `programs.stories`: stories sent from /submit-story, awaiting review. The checks repeat the schema's
 * limits (both count code points), and a story whose author did not consent to publication can never be
 * published, whichever code writes the row.
 */
export const createStories: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(programsSchema)
      .createTable('stories')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 2 and 100`))
      .addColumn('email', 'text', (col) => col.notNull().check(sql`char_length(email) <= 254`))
      .addColumn('story_type', 'text', (col) =>
        col.notNull().check(sql`story_type in ('personal', 'research', 'industry', 'policy', 'innovation')`),
      )
      .addColumn('story_title', 'text', (col) =>
        col.notNull().check(sql`char_length(story_title) between 5 and 100`),
      )
      .addColumn('story_content', 'text', (col) =>
        col.notNull().check(sql`char_length(story_content) between 200 and 2000`),
      )
      .addColumn('consent_publish', 'boolean', (col) => col.notNull())
      .addColumn('consent_contact', 'boolean', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'published', 'rejected')`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('stories_published_with_consent', sql`status <> 'published' or consent_publish`)
      .execute();
    await db.schema
      .withSchema(programsSchema)
      .createIndex('stories_review_queue')
      .on('stories')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(programsSchema).dropTable('stories').execute();
  },
};
