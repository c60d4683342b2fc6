import type { Migration } from 'kysely';
import { createStories } from './2026-11-26-001-create-stories.js';
import { addStoryReview } from './2026-11-26-042-add-story-review.js';

/** The programs schema's migrations, applied in name order. */
export const programsMigrations: Record<string, Migration> = {
  '2026-11-26-001-create-stories': createStories,
  '2026-11-26-042-add-story-review': addStoryReview,
};
