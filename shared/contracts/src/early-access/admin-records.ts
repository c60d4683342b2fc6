import { z } from 'zod';
import { adminRecordsSearchSchema } from '../admin-records.js';
import { earlyAccessInterestLevels, earlyAccessProducts } from './early-access-copy.js';

/** The filters every service's early-access request list shares (a service may add its own). */
export const earlyAccessRecordFilters = {
  interestLevel: z.enum(earlyAccessInterestLevels).optional(),
  search: adminRecordsSearchSchema,
};

export const adminEarlyAccessRequestSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  interestLevel: z.enum(earlyAccessInterestLevels),
  productPage: z.enum(earlyAccessProducts),
  message: z.string().nullable(),
});
