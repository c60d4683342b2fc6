import type { UserRole } from '@gbc/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface UserTable {
  id: Generated<string>;
  /** Lower case (check constraint), so one address is one account whatever case it is typed in. */
  email: string;
  display_name: string;
  /** argon2id PHC string; null until a password is set (admin bootstrap, a sign-up not yet verified). */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  roles: ColumnType<UserRole[], UserRole[] | undefined, UserRole[]>;
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  password_changed_at: ColumnType<Date | null, never, Date | null>;
  /** Base32 TOTP secret once enrolment is confirmed, sealed with the data key (secrets.crypto). */
  totp_secret: ColumnType<string | null, never, string | null>;
  /** Secret shown during enrolment, until the first code confirms it; sealed like `totp_secret`. */
  totp_pending_secret: ColumnType<string | null, never, string | null>;
  totp_enabled_at: ColumnType<Date | null, never, Date | null>;
  /** Last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2). */
  totp_last_step: ColumnType<number | null, never, number | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
