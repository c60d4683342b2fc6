import {
  type AdminStory,
  type StoryRecordFilters,
  type StoryRejection,
  storyModerationMessages,
  storyRecordsKind,
} from '@gbc/contracts/programs';
import {
  type AdminRecordReader,
  type AdminRecordSource,
  conflictError,
  createAdminRecordReader,
  notFoundError,
  writeAuditLog,
} from '@gbc/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProgramsDatabase } from '../database.js';
import { listStories, lockStory, recordStoryReview } from './stories.repository.js';
import type { StoryRow } from './stories.table.js';

export function toAdminStory(row: StoryRow): AdminStory {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    storyType: row.story_type,
    storyTitle: row.story_title,
    storyContent: row.story_content,
    consentPublish: row.consent_publish,
    consentContact: row.consent_contact,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewedBy: row.reviewed_by,
    rejectionReason: row.rejection_reason,
  };
}

/** Stories as the admin records pattern reads them (BCI-related personal data: every read is audited). */
export function storyRecords(
  db: Kysely<ProgramsDatabase>,
): AdminRecordReader<AdminStory, StoryRecordFilters> {
  const source: AdminRecordSource<AdminStory, StoryRecordFilters> = {
    page: async (filters, limit, after) => (await listStories(db, filters, limit, after)).map(toAdminStory),
    position: (story) => ({ at: new Date(story.createdAt), id: story.id }),
    columns: [
      { header: 'id', value: (s) => s.id },
      { header: 'created_at', value: (s) => s.createdAt },
      { header: 'status', value: (s) => s.status },
      { header: 'name', value: (s) => s.name },
      { header: 'email', value: (s) => s.email },
      { header: 'story_type', value: (s) => s.storyType },
      { header: 'story_title', value: (s) => s.storyTitle },
      { header: 'story_content', value: (s) => s.storyContent },
      { header: 'consent_publish', value: (s) => s.consentPublish },
      { header: 'consent_contact', value: (s) => s.consentContact },
      { header: 'reviewed_at', value: (s) => s.reviewedAt },
      { header: 'rejection_reason', value: (s) => s.rejectionReason },
    ],
  };
  return createAdminRecordReader(db, source, { kind: storyRecordsKind, personalData: true });
}

/** Who reviews: the signed-in admin. */
export interface StoryReviewer {
  email: string | null;
}

export type StoryDecision = { kind: 'approve' } | ({ kind: 'reject' } & StoryRejection);

/**
 * Approves (publishes) or rejects a pending story with its audit entry, in one transaction. A story
 * whose author did not consent to publication is never published (the table's check says so too).
 * No public page renders stories (an approved one reaches the site as a vignette an editor drafts
 * from it, whose publication announces its pages), so a review announces no page change.
 */
export async function reviewStory(
  trx: Transaction<ProgramsDatabase>,
  id: string,
  decision: StoryDecision,
  reviewer: StoryReviewer,
): Promise<AdminStory> {
  const story = await lockStory(trx, id);
  if (!story) throw notFoundError(storyModerationMessages.notFound);
  if (story.status !== 'pending') throw conflictError(storyModerationMessages.alreadyReviewed);
  if (decision.kind === 'approve' && !story.consent_publish)
    throw conflictError(storyModerationMessages.noConsent);
  const reviewed = await recordStoryReview(trx, id, {
    status: decision.kind === 'approve' ? 'published' : 'rejected',
    reviewedBy: reviewer.email,
    reason: decision.kind === 'reject' ? decision.reason : null,
  });
  await writeAuditLog(trx, {
    severity: 'info',
    eventType: 'admin_action',
    action: decision.kind === 'approve' ? 'story.approve' : 'story.reject',
    userEmail: reviewer.email,
    resourceType: 'story',
    details: { id, ...(decision.kind === 'reject' ? { reason: decision.reason } : {}) },
  });
  return toAdminStory(reviewed);
}
