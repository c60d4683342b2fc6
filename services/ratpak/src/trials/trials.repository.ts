import { sql } from 'kysely';
import type { TrialsDb, TrialTable } from './trials.table.js';

const trials = 'ratpak.trials';

export interface TrialRecord {
  subscription_id: string;
  checkout_id: string;
  plan_id: TrialTable['plan_id'];
  status: TrialTable['status'];
  trial_ends_at: Date | null;
}

/** Inserts the subscription's record unless it exists; true when this call created it. */
export async function insertTrialIfNew(db: TrialsDb, record: TrialRecord): Promise<boolean> {
  const inserted = await db
    .insertInto(trials)
    .values(record)
    .onConflict((conflict) => conflict.column('subscription_id').doNothing())
    .returning('subscription_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets the state payments sent; true when it differed from the stored one (a repeat changes nothing). */
export async function updateTrialState(
  db: TrialsDb,
  subscriptionId: string,
  state: Pick<TrialRecord, 'status' | 'trial_ends_at'>,
): Promise<boolean> {
  const updated = await db
    .updateTable(trials)
    .set({ ...state, updated_at: sql<Date>`now()` })
    .where('subscription_id', '=', subscriptionId)
    .where((eb) =>
      eb.or([
        eb('status', '<>', state.status),
        sql<boolean>`trial_ends_at is distinct from ${state.trial_ends_at}::timestamptz`,
      ]),
    )
    .returning('subscription_id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function findTrial(db: TrialsDb, subscriptionId: string) {
  return db.selectFrom(trials).selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();
}
