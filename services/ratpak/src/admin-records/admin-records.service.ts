import {
  type AdminEarlyAccessRequest,
  adminEarlyAccessRequest,
  earlyAccessRecordColumns,
} from '@gbc/contracts/early-access';
import {
  type AdminDemoBooking,
  type AdminRatpakLead,
  type DemoBookingRecordFilters,
  type RatpakAccessRequestRecordFilters,
  type RatpakLeadRecordFilters,
  ratpakRecordKinds,
} from '@gbc/contracts/ratpak';
import { type AdminRecordReader, createAdminRecordReader } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { RatpakDatabase } from '../database.js';
import { listAccessRequests, listDemoBookings, listLeads } from './admin-records.repository.js';

const byCreation = (item: { createdAt: string; id: string }) => ({
  at: new Date(item.createdAt),
  id: item.id,
});

/** The ratpak service's admin record kinds: all leads of sales, so BCI-related personal data (reads audited). */
export interface RatpakRecordReaders {
  leads: AdminRecordReader<AdminRatpakLead, RatpakLeadRecordFilters>;
  demoBookings: AdminRecordReader<AdminDemoBooking, DemoBookingRecordFilters>;
  accessRequests: AdminRecordReader<AdminEarlyAccessRequest, RatpakAccessRequestRecordFilters>;
}

export function createRatpakRecordReaders(db: Kysely<RatpakDatabase>): RatpakRecordReaders {
  return {
    leads: createAdminRecordReader<AdminRatpakLead, RatpakLeadRecordFilters>(
      db,
      {
        page: async (filters, limit, after) =>
          (await listLeads(db, filters, limit, after)).map((row) => ({
            id: row.id,
            createdAt: row.created_at.toISOString(),
            kind: row.kind,
            name: row.name,
            email: row.email,
            company: row.company,
            role: row.role,
            phone: row.phone,
            details: row.details,
            sourcePage: row.source_page,
          })),
        position: byCreation,
        columns: [
          { header: 'id', value: (l) => l.id },
          { header: 'created_at', value: (l) => l.createdAt },
          { header: 'kind', value: (l) => l.kind },
          { header: 'name', value: (l) => l.name },
          { header: 'email', value: (l) => l.email },
          { header: 'company', value: (l) => l.company },
          { header: 'role', value: (l) => l.role },
          { header: 'phone', value: (l) => l.phone },
          { header: 'details', value: (l) => JSON.stringify(l.details) },
          { header: 'source_page', value: (l) => l.sourcePage },
        ],
      },
      { kind: ratpakRecordKinds.leads, personalData: true },
    ),
    demoBookings: createAdminRecordReader<AdminDemoBooking, DemoBookingRecordFilters>(
      db,
      {
        page: async (filters, limit, after) =>
          (await listDemoBookings(db, filters, limit, after)).map((row) => ({
            id: row.id,
            createdAt: row.created_at.toISOString(),
            slotDate: row.slot_date,
            slotTime: row.slot_time,
            startsAt: row.starts_at.toISOString(),
            email: row.email,
            signedIn: row.user_id !== null,
          })),
        position: byCreation,
        columns: [
          { header: 'id', value: (b) => b.id },
          { header: 'created_at', value: (b) => b.createdAt },
          { header: 'slot_date', value: (b) => b.slotDate },
          { header: 'slot_time', value: (b) => b.slotTime },
          { header: 'starts_at', value: (b) => b.startsAt },
          { header: 'email', value: (b) => b.email },
          { header: 'signed_in', value: (b) => b.signedIn },
        ],
      },
      { kind: ratpakRecordKinds.demoBookings, personalData: true },
    ),
    accessRequests: createAdminRecordReader<AdminEarlyAccessRequest, RatpakAccessRequestRecordFilters>(
      db,
      {
        page: async (filters, limit, after) =>
          (await listAccessRequests(db, filters, limit, after)).map(adminEarlyAccessRequest),
        position: byCreation,
        columns: earlyAccessRecordColumns,
      },
      { kind: ratpakRecordKinds.accessRequests, personalData: true },
    ),
  };
}
