import type { VignetteStatus } from '@gbc/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export const marketingSchema = 'marketing';

export interface VignetteTable {
  id: Generated<string>;
  title: string;
  slug: string;
  excerpt: string;
  seo_description: string | null;
  /** Sanitised rich text (sanitised on every write). */
  content: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  read_time: number;
  author: string;
  status: ColumnType<VignetteStatus, VignetteStatus | undefined, VignetteStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Tables of the `marketing` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface MarketingDatabase {
  'marketing.vignettes': VignetteTable;
}

export type VignetteRow = Selectable<VignetteTable>;
export type NewVignetteRow = Insertable<VignetteTable>;
export type VignetteRowUpdate = Updateable<VignetteTable>;
