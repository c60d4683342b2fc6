import type { PaymentsDb } from '../database.js';

export interface ReceivedEvent {
  id: string;
  type: string;
  objectId: string | null;
}

/**
 * Records the event unless its id is known; true when this call recorded it. A concurrent delivery
 * of the same event waits on the primary key until the first transaction ends, then finds it taken.
 */
export async function recordEventIfNew(db: PaymentsDb, event: ReceivedEvent): Promise<boolean> {
  const inserted = await db
    .insertInto('payments.webhook_events')
    .values({ id: event.id, type: event.type, object_id: event.objectId })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
