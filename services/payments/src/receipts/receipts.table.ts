import type { ColumnType } from 'kysely';

/** A `mail.outbox` row payments wrote to a signed-in member, so that deleting the account can scrub it. */
export interface SentMailTable {
  outbox_id: string;
  /** The member's id; the pseudonym once the account is deleted. */
  user_id: string;
  created_at: ColumnType<Date, never, never>;
}
