import type { AdminStory, StorySubmission, StorySubmitted } from '@gbc/contracts/programs';
import { enqueueMail } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { ProgramsDatabase } from '../database.js';
import { storyReceivedMail } from './stories.mails.js';
import { reviewStory, type StoryDecision, type StoryReviewer } from './stories.moderation.js';
import { insertPendingStory } from './stories.repository.js';

/** What the story routes may do. */
export interface StoriesService {
  submit(story: StorySubmission): Promise<StorySubmitted>;
  review(id: string, decision: StoryDecision, reviewer: StoryReviewer): Promise<AdminStory>;
}

export function createStoriesService(db: Kysely<ProgramsDatabase>): StoriesService {
  return {
    // The story and its acknowledgement commit together: no mail for a story that was not stored.
    // Nothing a page renders changes until a story is published, so no page change is announced.
    submit: (story) =>
      db.transaction().execute(async (trx) => {
        await insertPendingStory(trx, story);
        await enqueueMail(trx, storyReceivedMail(story.email));
        return { status: 'pending' } as const;
      }),
    review: (id, decision, reviewer) =>
      db.transaction().execute((trx) => reviewStory(trx, id, decision, reviewer)),
  };
}
