// Without zod: the moderation screen imports these in its first chunk.
import type { StoryType } from './story-copy.js';

/** Moderation states of a story; only the admin moderation routes move one out of `pending`. */
export const storyStatuses = ['pending', 'published', 'rejected'] as const;
export type StoryStatus = (typeof storyStatuses)[number];

/** The admin records kind under which the programs service lists stories. */
export const storyRecordsKind = 'stories';

export const storyStatusLabels: Record<StoryStatus, string> = {
  pending: 'Pending review',
  published: 'Approved',
  rejected: 'Rejected',
};

export const storyModerationLimits = { reasonMax: 500 } as const;

export const storyModerationMessages = {
  noConsent: 'This story cannot be published: its author did not consent to publication.',
  alreadyReviewed: 'This story has already been reviewed.',
  notFound: 'No story has this id.',
  reasonRequired: 'Give a reason for the rejection.',
  reasonInvalid: 'The reason must be one line of plain text without links.',
  reasonTooLong: `The reason must be at most ${storyModerationLimits.reasonMax} characters.`,
} as const;

/** A story as the moderation screen sees it. */
export interface AdminStory {
  id: string;
  name: string;
  email: string;
  storyType: StoryType;
  storyTitle: string;
  storyContent: string;
  consentPublish: boolean;
  consentContact: boolean;
  status: StoryStatus;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectionReason: string | null;
}
