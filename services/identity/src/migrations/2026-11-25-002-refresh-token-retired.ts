import type { Kysely, Migration } from 'kysely';
import { identitySchema } from '../database.js';

/**
 * A refresh token replaced by a retry of its predecessor's rotation is retired: never exchanged, and
 * never given the retry's grace itself, so a lost answer and its retry cannot take turns.
 */
export const refreshTokenRetired: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(identitySchema)
      .alterTable('refresh_tokens')
      .addColumn('retired', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  },
};
