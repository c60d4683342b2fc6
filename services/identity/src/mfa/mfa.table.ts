import type { ColumnType, Generated, Selectable } from 'kysely';

/** One-time recovery codes of an enrolled TOTP factor, stored as SHA-256 (they carry 50 random bits). */
export interface RecoveryCodeTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: ColumnType<Date | null, never, Date | null>;
}

/**
 * The first step of a sign-in to an account with TOTP: a single-use, 5-minute challenge (SHA-256 of
 * its token) that `/mfa/verify` exchanges for a session. No session exists before that.
 */
export interface MfaChallengeTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  /** How the first step was passed: 'password', or the purpose of the redeemed link. */
  method: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  used_at: ColumnType<Date | null, never, Date | null>;
}
export type MfaChallengeRow = Selectable<MfaChallengeTable>;

/** Second-factor codes tried per account in the current window, whichever client sends them. */
export interface MfaThrottleTable {
  user_id: string;
  attempts: number;
  window_started_at: ColumnType<Date, Date | undefined, Date>;
}
