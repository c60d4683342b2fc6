import type { StorySubmission } from '@gbc/contracts/programs';
import type { ProgramsDb } from '../database.js';

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
