import type { SubscriptionPlanId } from '@gbc/contracts/payments';
import type { TrialStatus } from '@gbc/contracts/ratpak';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { RatpakDatabase } from '../database.js';

/**
 * A Soil Whisperer plan subscription RATPAK provisions: created when its free trial starts, then
 * kept at the state the payments service last sent (trialing, active, cancelled).
 */
export interface TrialTable {
  /** The payments service's subscription id: one record per subscription, whatever is resent. */
  subscription_id: string;
  checkout_id: string;
  plan_id: SubscriptionPlanId;
  status: TrialStatus;
  trial_ends_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** The trials feature's table, beside the rest of the `ratpak` schema (added with `db.withTables`). */
export type TrialsDatabase = RatpakDatabase & { 'ratpak.trials': TrialTable };

export type TrialsDb = Kysely<TrialsDatabase> | Transaction<TrialsDatabase>;
