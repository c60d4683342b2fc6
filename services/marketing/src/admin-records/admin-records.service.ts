import {
  type AdminContactMessage,
  type AdminEventRegistration,
  type AdminVignetteSummary,
  type ContactMessageRecordFilters,
  type EventRegistrationRecordFilters,
  marketingRecordKinds,
  type VignetteRecordFilters,
} from '@gbc/contracts/marketing';
import { type AdminRecordReader, createAdminRecordReader } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import {
  listContactMessages,
  listEventRegistrations,
  listVignettesForAdmin,
} from './admin-records.repository.js';

const byCreation = (item: { createdAt: string; id: string }) => ({
  at: new Date(item.createdAt),
  id: item.id,
});

/** The marketing service's admin record kinds: leads (BCI-related personal data, reads audited) and vignettes. */
export interface MarketingRecordReaders {
  contactMessages: AdminRecordReader<AdminContactMessage, ContactMessageRecordFilters>;
  eventRegistrations: AdminRecordReader<AdminEventRegistration, EventRegistrationRecordFilters>;
  vignettes: AdminRecordReader<AdminVignetteSummary, VignetteRecordFilters>;
}

export function createMarketingRecordReaders(db: Kysely<Database>): MarketingRecordReaders {
  return {
    contactMessages: createAdminRecordReader<AdminContactMessage, ContactMessageRecordFilters>(
      db,
      {
        page: async (filters, limit, after) =>
          (await listContactMessages(db, filters, limit, after)).map((row) => ({
            id: row.id,
            createdAt: row.created_at.toISOString(),
            name: row.name,
            email: row.email,
            organization: row.organization,
            interest: row.interest,
            subject: row.subject,
            message: row.message,
          })),
        position: byCreation,
        columns: [
          { header: 'id', value: (m) => m.id },
          { header: 'created_at', value: (m) => m.createdAt },
          { header: 'name', value: (m) => m.name },
          { header: 'email', value: (m) => m.email },
          { header: 'organization', value: (m) => m.organization },
          { header: 'interest', value: (m) => m.interest },
          { header: 'subject', value: (m) => m.subject },
          { header: 'message', value: (m) => m.message },
        ],
      },
      { kind: marketingRecordKinds.contactMessages, personalData: true },
    ),
    eventRegistrations: createAdminRecordReader<AdminEventRegistration, EventRegistrationRecordFilters>(
      db,
      {
        page: async (filters, limit, after) =>
          (await listEventRegistrations(db, filters, limit, after)).map((row) => ({
            id: row.id,
            createdAt: row.created_at.toISOString(),
            eventId: row.event_id,
            email: row.email,
            name: row.name,
            signedIn: row.user_id !== null,
          })),
        position: byCreation,
        columns: [
          { header: 'id', value: (r) => r.id },
          { header: 'created_at', value: (r) => r.createdAt },
          { header: 'event_id', value: (r) => r.eventId },
          { header: 'email', value: (r) => r.email },
          { header: 'name', value: (r) => r.name },
          { header: 'signed_in', value: (r) => r.signedIn },
        ],
      },
      { kind: marketingRecordKinds.eventRegistrations, personalData: true },
    ),
    vignettes: createAdminRecordReader<AdminVignetteSummary, VignetteRecordFilters>(
      db,
      {
        page: async (filters, limit, after) =>
          (await listVignettesForAdmin(db, filters, limit, after)).map((row) => ({
            id: row.id,
            title: row.title,
            slug: row.slug,
            status: row.status,
            author: row.author,
            createdAt: row.created_at.toISOString(),
            updatedAt: row.updated_at.toISOString(),
            publishedAt: row.published_at?.toISOString() ?? null,
          })),
        position: byCreation,
        columns: [
          { header: 'id', value: (v) => v.id },
          { header: 'created_at', value: (v) => v.createdAt },
          { header: 'title', value: (v) => v.title },
          { header: 'slug', value: (v) => v.slug },
          { header: 'status', value: (v) => v.status },
          { header: 'author', value: (v) => v.author },
          { header: 'published_at', value: (v) => v.publishedAt },
        ],
      },
      { kind: marketingRecordKinds.vignettes, personalData: false },
    ),
  };
}
