import type { ColumnType } from 'kysely';

/**
 * Every verified provider event, by its id: the primary key makes processing happen once. Only
 * the id, type and object id are kept, so no personal data lives here.
 */
export interface WebhookEventTable {
  id: string;
  type: string;
  object_id: string | null;
  received_at: ColumnType<Date, never, never>;
}
