import type { AssuranceLevel } from '@gbc/contracts/identity';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** One signed-in device: the family of its rotating refresh tokens. */
export interface SessionTable {
  id: Generated<string>;
  user_id: string;
  aal: ColumnType<AssuranceLevel, AssuranceLevel | undefined, AssuranceLevel>;
  user_agent: string | null;
  ip_address: string | null;
  created_at: ColumnType<Date, never, never>;
  last_used_at: ColumnType<Date, never, Date>;
  revoked_at: ColumnType<Date | null, never, Date | null>;
  /** 'sign_out', 'sign_out_global', 'password_changed', 'token_reuse', ... */
  revoked_reason: ColumnType<string | null, never, string | null>;
  /** Started from the admin CLI's link: the only session that enrolling TOTP raises to aal2. */
  admin_bootstrap: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A refresh token, stored as its SHA-256 only; each is used once and replaced by the next. */
export interface RefreshTokenTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  /** Set when the token was exchanged; presenting it again is reuse. */
  rotated_at: ColumnType<Date | null, never, Date | null>;
  /** Replaced by a retry of the rotation that issued it (see `refreshRetryGraceMs`). */
  retired: ColumnType<boolean, never, boolean>;
}

export type SessionRow = Selectable<SessionTable>;
