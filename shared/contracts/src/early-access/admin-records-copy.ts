// Without zod: the leads screen imports this in its first chunk.
import type { EarlyAccessInterestLevel, EarlyAccessProduct } from './early-access-copy.js';

/** The admin records kind of early-access requests, in every service that owns a gated page. */
export const earlyAccessRecordsKind = 'access-requests';

/** An early-access request as the leads screen lists it. */
export interface AdminEarlyAccessRequest {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  interestLevel: EarlyAccessInterestLevel;
  productPage: EarlyAccessProduct;
  message: string | null;
}

/** The CSV columns of an early-access request export, the same in every owning service. */
export const earlyAccessRecordColumns: ReadonlyArray<{
  header: string;
  value: (request: AdminEarlyAccessRequest) => string | null;
}> = [
  { header: 'id', value: (r) => r.id },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'name', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
  { header: 'company', value: (r) => r.company },
  { header: 'interest_level', value: (r) => r.interestLevel },
  { header: 'product_page', value: (r) => r.productPage },
  { header: 'message', value: (r) => r.message },
];

/** A stored request row (snake case, as both services' tables hold it) as the admin item. */
export function adminEarlyAccessRequest(row: {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  company: string | null;
  interest_level: EarlyAccessInterestLevel;
  product_page: EarlyAccessProduct;
  message: string | null;
}): AdminEarlyAccessRequest {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    interestLevel: row.interest_level,
    productPage: row.product_page,
    message: row.message,
  };
}
