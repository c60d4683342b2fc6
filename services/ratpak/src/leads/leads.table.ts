import type { LeadKind } from '@gbc/contracts/ratpak';
import type { ColumnType, Generated, Insertable } from 'kysely';

/** The answers one form asks beyond the shared contact fields, as the form's schema gave them. */
export type LeadDetails = Record<string, string | number>;

export interface LeadsTable {
  id: Generated<string>;
  kind: LeadKind;
  name: string;
  /** As typed (trimmed): sales replies to it. */
  email: string;
  company: string;
  role: string | null;
  phone: string | null;
  /** Read as an object; written as JSON text. */
  details: ColumnType<LeadDetails, string, never>;
  consented_at: ColumnType<Date, never, never>;
  /** Site path of the form the consent was given on. */
  source_page: string;
  ip_address: string;
  user_agent: string | null;
  /** The consent text shown beside the box, word for word. */
  consent_text: string;
  /** SHA-256 of the form and its answers, so a repeat within a minute is recognised. */
  fingerprint: string;
  created_at: ColumnType<Date, never, never>;
}

export type NewLeadRow = Insertable<LeadsTable>;
