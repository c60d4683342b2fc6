import type { ColumnType, Generated, Selectable } from 'kysely';

export interface EventRegistrationTable {
  id: Generated<string>;
  event_id: string;
  /** Lower case; null for a seat taken signed out until the visitor adds an address. */
  email: string | null;
  name: string | null;
  /** The account that registered signed in (the token's `sub`). */
  user_id: string | null;
  /** SHA-256 of the signed-out visitor's claim token; null once an address is added. */
  claim_token_hash: string | null;
  created_at: ColumnType<Date, never, never>;
  email_added_at: ColumnType<Date | null, Date | string | undefined, Date | string>;
}

/** Seats taken per event: the row every registration of that event updates (and so locks). */
export interface EventSeatTable {
  event_id: string;
  taken: number;
}

export interface EventInformationRequestTable {
  id: Generated<string>;
  event_id: string;
  email: string;
  user_id: string | null;
  requested_at: ColumnType<Date, never, never>;
}

export interface EventTables {
  'marketing.event_registrations': EventRegistrationTable;
  'marketing.event_seats': EventSeatTable;
  'marketing.event_information_requests': EventInformationRequestTable;
}

export type EventRegistrationRow = Selectable<EventRegistrationTable>;
