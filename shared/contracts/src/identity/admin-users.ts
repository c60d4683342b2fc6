import type { z } from 'zod';
import { userRoleSchema } from '../access-token.js';
import {
  adminRecordsExportQuerySchema,
  adminRecordsListQuerySchema,
  adminRecordsSearchSchema,
} from '../admin-records.js';

/** Filters of the people screen: part of an address or display name, and a role. */
const userFilters = { search: adminRecordsSearchSchema, role: userRoleSchema.optional() };
export const userRecordsListQuerySchema = adminRecordsListQuerySchema(userFilters);
export const userRecordsExportQuerySchema = adminRecordsExportQuerySchema(userFilters);
export type UserRecordFilters = z.infer<typeof userRecordsExportQuerySchema>;
