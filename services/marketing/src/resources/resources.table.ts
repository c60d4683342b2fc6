import type { ColumnType, Generated, Insertable } from 'kysely';

/** A signed-in visitor's Notify Me on a coming-soon document: one per account and document. */
export interface ResourceNotifyRequestTable {
  id: Generated<string>;
  /** The account (access token `sub`); with `item_id`, unique. */
  user_id: string;
  /** The account's address when asked, so the promise can be kept when the document is published. */
  email: string;
  item_id: string;
  created_at: ColumnType<Date, never, never>;
}

export type NewResourceNotifyRequest = Insertable<ResourceNotifyRequestTable>;

export interface ResourcesTables {
  'marketing.resource_notify_requests': ResourceNotifyRequestTable;
}
