import type { StoryType } from '@gbc/contracts/programs';
import type { ColumnType, Generated } from 'kysely';

/** Moderation states; only the admin screens move a story out of `pending`. */
export const storyStatuses = ['pending', 'published', 'rejected'] as const;
export type StoryStatus = (typeof storyStatuses)[number];

export interface StoriesTable {
  id: Generated<string>;
  name: string;
  email: string;
  story_type: StoryType;
  story_title: string;
  story_content: string;
  consent_publish: boolean;
  consent_contact: boolean;
  status: ColumnType<StoryStatus, StoryStatus | undefined, StoryStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
