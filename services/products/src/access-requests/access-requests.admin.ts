import {
  type AdminEarlyAccessRequest,
  adminEarlyAccessRequest,
  earlyAccessRecordColumns,
  earlyAccessRecordsKind,
} from '@gbc/contracts/early-access';
import type { ProductsAccessRequestRecordFilters } from '@gbc/contracts/products';
import {
  type AdminRecordReader,
  createAdminRecordReader,
  type PersonalDataService,
  personalDataByAddress,
} from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { ProductsDatabase } from '../database.js';
import { deleteRequestsOf, findRequestsOf, listAccessRequests } from './access-requests.repository.js';

/** The early-access requests as admin records: sales leads, so BCI-related personal data (reads audited). */
export function accessRequestRecords(
  db: Kysely<ProductsDatabase>,
): AdminRecordReader<AdminEarlyAccessRequest, ProductsAccessRequestRecordFilters> {
  return createAdminRecordReader<AdminEarlyAccessRequest, ProductsAccessRequestRecordFilters>(
    db,
    {
      page: async (filters, limit, after) =>
        (await listAccessRequests(db, filters, limit, after)).map(adminEarlyAccessRequest),
      position: (item) => ({ at: new Date(item.createdAt), id: item.id }),
      columns: earlyAccessRecordColumns,
    },
    { kind: earlyAccessRecordsKind, personalData: true },
  );
}

/** The personal-data contract for products: the early-access requests an address sent. */
export function createProductsPersonalData(db: Kysely<ProductsDatabase>): PersonalDataService {
  return personalDataByAddress(db, {
    resourceType: 'products',
    find: findRequestsOf,
    erase: deleteRequestsOf,
  });
}
