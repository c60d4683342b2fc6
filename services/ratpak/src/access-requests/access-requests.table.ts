import type { EarlyAccessInterestLevel } from '@gbc/contracts/early-access';
import type { ColumnType, Generated, Insertable } from 'kysely';

export interface AccessRequestsTable {
  id: Generated<string>;
  created_at: ColumnType<Date, never, never>;
  name: string;
  /** As typed (trimmed): sales replies to it. */
  email: string;
  company: string | null;
  interest_level: EarlyAccessInterestLevel;
  product_page: 'ratpak';
  message: string | null;
}

export type NewAccessRequestRow = Insertable<AccessRequestsTable>;
