import type { StoryStatus, StoryType } from '@gbc/contracts/programs';
import type { ColumnType, Generated, Selectable } from 'kysely';

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
  reviewed_at: ColumnType<Date | null, never, Date>;
  /** The reviewing admin's address. */
  reviewed_by: ColumnType<string | null, never, string | null>;
  rejection_reason: ColumnType<string | null, never, string | null>;
}

export type StoryRow = Selectable<StoriesTable>;
