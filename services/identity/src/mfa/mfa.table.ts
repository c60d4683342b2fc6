import type { ColumnType, Generated } from 'kysely';

/** One-time recovery codes of an enrolled TOTP factor, stored as SHA-256 (they carry 50 random bits). */
export interface RecoveryCodeTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: ColumnType<Date | null, never, Date | null>;
}
