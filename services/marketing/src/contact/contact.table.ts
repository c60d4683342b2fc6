import type { ContactInterest } from '@gbc/contracts/marketing';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface ContactMessageTable {
  id: Generated<string>;
  created_at: ColumnType<Date, never, never>;
  name: string;
  /** As typed (trimmed): the council replies to it. */
  email: string;
  organization: string | null;
  interest: ContactInterest;
  /** From `/contact?subject=`, when the visitor came from a program page. */
  subject: string | null;
  message: string;
  /** SHA-256 of the sender and the content, so a repeat within a minute is recognised. */
  fingerprint: string;
}

export interface ContactTables {
  'marketing.contact_messages': ContactMessageTable;
}

export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessageRow = Insertable<ContactMessageTable>;
