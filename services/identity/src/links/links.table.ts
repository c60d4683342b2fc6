import type { LinkPurpose } from '@gbc/contracts/identity';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** A single-use, expiring link sent by e-mail; only the SHA-256 of its token is kept. */
export interface EmailLinkTable {
  id: Generated<string>;
  user_id: string;
  purpose: LinkPurpose;
  token_hash: string;
  /** change_email: the address being confirmed. */
  new_email: string | null;
  /** verify_email: the password chosen at sign-up, applied only when the mailbox owner confirms. */
  password_hash: string | null;
  /** verify_email: the name given at sign-up, applied with the password. */
  display_name: string | null;
  /** verify_email: SHA-256 of the device cookie that signed up, which may redeem without the password. */
  device_hash: string | null;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  used_at: ColumnType<Date | null, never, Date | null>;
}

export type EmailLinkRow = Selectable<EmailLinkTable>;
