import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';
import { generateSigningKey, signingKeyNames } from '../signing-keys.js';

/**
 * The generated signing keys exist from the schema on, rather than from the first link a request asks
 * to sign or check: a refused request writes no row. A key an earlier version already made is kept, so
 * links out there stay valid; nothing to undo (the keys are data the previous version reads the same).
 */
export const createSigningKeys: Migration = {
  async up(db: Kysely<unknown>) {
    const keys = Object.values(signingKeyNames).map((name) => sql`(${name}, ${generateSigningKey()})`);
    await sql`insert into ${sql.table(`${marketingSchema}.secrets`)} (name, value)
              values ${sql.join(keys)} on conflict (name) do nothing`.execute(db);
  },
};
