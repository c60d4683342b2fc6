import type { EarlyAccessInterestLevel } from '@gbc/contracts/early-access';
import type { ProductsAccessPage } from '@gbc/contracts/products';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** `products.access_requests`: the early-access gate's requests (spec 2 §3). */
export interface AccessRequestTable {
  id: Generated<string>;
  created_at: ColumnType<Date, never, never>;
  name: string;
  /** As typed (trimmed): sales reply to it. */
  email: string;
  company: string | null;
  interest_level: EarlyAccessInterestLevel;
  product_page: ProductsAccessPage;
  message: string | null;
}

export interface AccessRequestTables {
  'products.access_requests': AccessRequestTable;
}

export type AccessRequestRow = Selectable<AccessRequestTable>;
export type NewAccessRequestRow = Insertable<AccessRequestTable>;
