import type { ColumnType } from 'kysely';

/**
 * Devices (device cookies, by SHA-256) that completed a sign-in to an account: their failed sign-ins
 * count on their own and never toward the account's ceiling for unknown clients.
 */
export interface KnownDeviceTable {
  user_id: string;
  device_hash: string;
  created_at: ColumnType<Date, never, never>;
  last_seen_at: ColumnType<Date, never, Date>;
}
