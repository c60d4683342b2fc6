import type { DemoSlotTime } from '@gbc/contracts/ratpak';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface DemoBookingsTable {
  id: Generated<string>;
  /** `YYYY-MM-DD` in the council's time zone (read back as text, never shifted by a client zone). */
  slot_date: ColumnType<string, string, never>;
  slot_time: ColumnType<DemoSlotTime, DemoSlotTime, never>;
  starts_at: ColumnType<Date, Date, never>;
  /** Lower case; null while a signed-out booking waits for its visitor's address. */
  email: string | null;
  user_id: string | null;
  claim_token_hash: string | null;
  email_added_at: ColumnType<Date | null, Date | undefined, Date>;
  created_at: ColumnType<Date, never, never>;
}

export type DemoBookingRow = Selectable<DemoBookingsTable>;
