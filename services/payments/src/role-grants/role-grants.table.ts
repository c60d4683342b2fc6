import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type RoleGrantDeliveryStatus = 'pending' | 'delivered';

/**
 * Role changes identity must hear about, written in the transaction that paid or cancelled the
 * membership and delivered afterwards (an outbox: a failed call is retried, never lost).
 */
export interface RoleGrantOutboxTable {
  id: Generated<string>;
  user_id: string;
  grant: boolean;
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
