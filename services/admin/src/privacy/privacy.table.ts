import type { PrivacyRequestKind, PrivacyStepState } from '@gbc/contracts/admin';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PrivacyRequestTable {
  id: Generated<string>;
  kind: PrivacyRequestKind;
  /** Null once an erasure is complete. */
  email: string | null;
  /** HMAC-SHA256 of the lower-case address under `admin.keys`' `subject-hash` key. */
  subject_hash: string;
  requested_by: string | null;
  created_at: ColumnType<Date, never, never>;
  completed_at: ColumnType<Date | null, never, Date>;
}

export interface PrivacyRequestStepTable {
  request_id: string;
  service: string;
  state: ColumnType<PrivacyStepState, PrivacyStepState | undefined, PrivacyStepState>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  /** Export: the service's records; erase: its counts. JSON text on write. */
  result: ColumnType<Record<string, unknown> | null, never, string | null>;
  next_attempt_at: ColumnType<Date, never, Date>;
  lease_until: ColumnType<Date | null, never, Date | null>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface KeyTable {
  name: string;
  value: string;
}

export interface PrivacyTables {
  'admin.privacy_requests': PrivacyRequestTable;
  'admin.privacy_request_steps': PrivacyRequestStepTable;
  'admin.keys': KeyTable;
}

export type PrivacyRequestRow = Selectable<PrivacyRequestTable>;
export type PrivacyRequestStepRow = Selectable<PrivacyRequestStepTable>;
