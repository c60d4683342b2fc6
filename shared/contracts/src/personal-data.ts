import { z } from 'zod';
import { emailAddressSchema } from './email.js';

export * from './personal-data-paths.js';

/**
 * Body of both routes: the address (compared case-insensitively), and the keyed hash of it that the
 * service writes in its audit entry instead of the address.
 */
export const personalDataRequestSchema = z.object({
  email: emailAddressSchema.max(254),
  subjectHash: z.string().regex(/^[0-9a-f]{64}$/, 'subjectHash must be 64 hexadecimal digits'),
});
export type PersonalDataRequest = z.infer<typeof personalDataRequestSchema>;

/** One stored record, as the service keeps it, in JSON (dates as ISO 8601 text). */
export const personalDataRecordSchema = z.record(z.string(), z.unknown());

/** Answer of export: every record about the address, by kind (e.g. `contactMessages`). */
export const personalDataExportSchema = z.object({
  records: z.record(z.string(), z.array(personalDataRecordSchema)),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/**
 * Answer of erase: how many records of each kind were erased (deleted, or pseudonymised where the
 * law makes the service keep them). Erasing again finds nothing and answers zeros: callers retry freely.
 */
export const personalDataErasureSchema = z.object({
  erased: z.record(z.string(), z.number().int().min(0)),
});
export type PersonalDataErasure = z.infer<typeof personalDataErasureSchema>;
