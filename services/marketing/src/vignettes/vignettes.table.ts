import type { VignetteStatus } from '@gbc/contracts/marketing';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /**
   * When the vignette was first published (millisecond precision, so a JavaScript Date round-trips it
   * exactly in a list cursor); null while it never was. Public lists are ordered by it.
   */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VignettesTables {
  'marketing.vignettes': VignetteTable;
}

export type VignetteRow = Selectable<VignetteTable>;
export type NewVignetteRow = Insertable<VignetteTable>;
export type VignetteRowUpdate = Updateable<VignetteTable>;
