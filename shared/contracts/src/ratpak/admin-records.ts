import { z } from 'zod';
import {
  adminRecordsExportQuerySchema,
  adminRecordsListQuerySchema,
  adminRecordsSearchSchema,
} from '../admin-records.js';
import { earlyAccessRecordFilters } from '../early-access/admin-records.js';
import { demoSlotTimes } from './demo-copy.js';
import { leadKinds } from './lead-copy.js';

const leadFilters = { kind: z.enum(leadKinds).optional(), search: adminRecordsSearchSchema };
export const ratpakLeadRecordsListQuerySchema = adminRecordsListQuerySchema(leadFilters);
export const ratpakLeadRecordsExportQuerySchema = adminRecordsExportQuerySchema(leadFilters);
export type RatpakLeadRecordFilters = z.infer<typeof ratpakLeadRecordsExportQuerySchema>;
export const adminRatpakLeadSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  kind: z.enum(leadKinds),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  sourcePage: z.string(),
});

const demoBookingFilters = { search: adminRecordsSearchSchema };
export const demoBookingRecordsListQuerySchema = adminRecordsListQuerySchema(demoBookingFilters);
export const demoBookingRecordsExportQuerySchema = adminRecordsExportQuerySchema(demoBookingFilters);
export type DemoBookingRecordFilters = z.infer<typeof demoBookingRecordsExportQuerySchema>;
export const adminDemoBookingSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  slotDate: z.string(),
  slotTime: z.enum(demoSlotTimes),
  startsAt: z.string(),
  email: z.string().nullable(),
  signedIn: z.boolean(),
});

export const ratpakAccessRequestRecordsListQuerySchema =
  adminRecordsListQuerySchema(earlyAccessRecordFilters);
export const ratpakAccessRequestRecordsExportQuerySchema =
  adminRecordsExportQuerySchema(earlyAccessRecordFilters);
export type RatpakAccessRequestRecordFilters = z.infer<typeof ratpakAccessRequestRecordsExportQuerySchema>;
