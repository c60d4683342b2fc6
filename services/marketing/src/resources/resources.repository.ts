import type { MarketingDb } from '../database.js';
import type { NewResourceNotifyRequest } from './resources.table.js';

const notifyRequests = 'marketing.resource_notify_requests';

/** Stores the request unless the account already made it; true when this call stored it. */
export async function insertNotifyRequest(
  db: MarketingDb,
  request: NewResourceNotifyRequest,
): Promise<boolean> {
  const inserted = await db
    .insertInto(notifyRequests)
    .values(request)
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
