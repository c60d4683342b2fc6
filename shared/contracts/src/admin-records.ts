import { z } from 'zod';
import { adminRecordsPageSize } from './admin-records-paths.js';
import { cursorQuerySchema } from './paging.js';
import { queryInteger } from './query.js';

export * from './admin-records-paths.js';

/** Query of every kind's list: the page size and the cursor of the page before. */
export const adminRecordsPagingSchema = z.object({
  limit: queryInteger('limit', { min: 1, max: adminRecordsPageSize.max }).default(
    adminRecordsPageSize.default,
  ),
  cursor: cursorQuerySchema.optional(),
});

/** A kind's list query: its own filters (each optional) plus paging. */
export function adminRecordsListQuerySchema<Shape extends z.ZodRawShape>(filters: Shape) {
  return adminRecordsPagingSchema.extend(filters);
}

/** A kind's export query: the same filters, no paging (every matching row). */
export function adminRecordsExportQuerySchema<Shape extends z.ZodRawShape>(filters: Shape) {
  return z.object(filters);
}

/** A free-text filter (part of an address or a name): trimmed, at most 200 characters, empty meaning none. */
export const adminRecordsSearchSchema = z
  .string()
  .trim()
  .max(200, 'search must be at most 200 characters')
  .optional()
  .transform((value) => value || undefined);
