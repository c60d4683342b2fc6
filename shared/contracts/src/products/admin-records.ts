import { z } from 'zod';
import { adminRecordsExportQuerySchema, adminRecordsListQuerySchema } from '../admin-records.js';
import { earlyAccessRecordFilters } from '../early-access/admin-records.js';
import { productsAccessPages } from './access-requests-copy.js';

const accessRequestFilters = {
  ...earlyAccessRecordFilters,
  productPage: z.enum(productsAccessPages).optional(),
};
export const productsAccessRequestRecordsListQuerySchema = adminRecordsListQuerySchema(accessRequestFilters);
export const productsAccessRequestRecordsExportQuerySchema =
  adminRecordsExportQuerySchema(accessRequestFilters);
export type ProductsAccessRequestRecordFilters = z.infer<
  typeof productsAccessRequestRecordsExportQuerySchema
>;
