import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type RoleGrantDeliveryStatus = 'pending' | 'delivered' | 'dead';

/**
 * Users whose membership changed and identity must hear about it, written in the transaction that
 * paid, refunded or cancelled the membership (an outbox: a failed call is retried, never lost). A row
 * carries no decision: delivery sends the user's membership as it is at send time, so a late retry can
 * never undo a newer change. `dead`: identity refused it (4xx); audited, not retried.
 */
export interface RoleGrantOutboxTable {
  id: Generated<string>;
  user_id: string;
  /** The subscription or checkout whose change queued the row, sent to identity for its audit. */
  reference: string;
  status: ColumnType<RoleGrantDeliveryStatus, never, RoleGrantDeliveryStatus>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  next_attempt_at: ColumnType<Date, never, Date | string>;
  created_at: ColumnType<Date, never, never>;
  delivered_at: ColumnType<Date | null, never, Date | string | null>;
}

export type RoleGrantRow = Selectable<RoleGrantOutboxTable>;
export type NewRoleGrantRow = Insertable<RoleGrantOutboxTable>;
