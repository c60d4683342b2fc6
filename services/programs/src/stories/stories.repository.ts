import type { StoryRecordFilters, StorySubmission } from '@gbc/contracts/programs';
import { escapeLike, type RecordPosition, recordIdKey, recordsAfter, recordTimeKey } from '@gbc/service-kit';
import { sql } from 'kysely';
import type { ProgramsDb } from '../database.js';
import type { StoryRow } from './stories.table.js';

/** Stores a story for review; returns its id. */
export async function insertPendingStory(db: ProgramsDb, story: StorySubmission): Promise<string> {
  const { id } = await db
    .insertInto('programs.stories')
    .values({
      name: story.name,
      email: story.email,
      story_type: story.storyType,
      story_title: story.storyTitle,
      story_content: story.storyContent,
      consent_publish: story.consentPublish,
      consent_contact: story.consentContact,
      status: 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Stories matching the moderation screen's filters, newest first, after `after` when given. */
export async function listStories(
  db: ProgramsDb,
  filters: StoryRecordFilters,
  limit: number,
  after: RecordPosition | undefined,
): Promise<StoryRow[]> {
  let query = db.selectFrom('programs.stories').selectAll();
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.storyType) query = query.where('story_type', '=', filters.storyType);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'ilike', pattern),
        eb('name', 'ilike', pattern),
        eb('story_title', 'ilike', pattern),
      ]),
    );
  }
  if (after) query = query.where(recordsAfter(after));
  return query.orderBy(recordTimeKey(), 'desc').orderBy(recordIdKey(), 'desc').limit(limit).execute();
}

/** The story, locked for its review; undefined when there is none. */
export async function lockStory(db: ProgramsDb, id: string): Promise<StoryRow | undefined> {
  return db.selectFrom('programs.stories').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function recordStoryReview(
  db: ProgramsDb,
  id: string,
  review: { status: 'published' | 'rejected'; reviewedBy: string | null; reason: string | null },
): Promise<StoryRow> {
  return db
    .updateTable('programs.stories')
    .set({
      status: review.status,
      reviewed_at: new Date(),
      reviewed_by: review.reviewedBy,
      rejection_reason: review.reason,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every story sent from `email` (any case). */
export async function listStoriesByEmail(db: ProgramsDb, email: string): Promise<StoryRow[]> {
  return db
    .selectFrom('programs.stories')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at')
    .execute();
}

export async function deleteStoriesByEmail(db: ProgramsDb, email: string): Promise<number> {
  const rows = await db
    .deleteFrom('programs.stories')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .returning('id')
    .execute();
  return rows.length;
}
