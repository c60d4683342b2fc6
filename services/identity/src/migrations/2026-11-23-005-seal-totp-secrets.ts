import { type Kysely, type Migration, sql } from 'kysely';
import { isSealed, openSecret, sealSecret } from '../secrets/secrets.crypto.js';

interface TotpSecretsRow {
  id: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

/** Rewrites every TOTP secret (confirmed or pending) through `transform`, leaving nulls alone. */
async function rewriteTotpSecrets(db: Kysely<unknown>, transform: (value: string) => string) {
  const { rows } = await sql<TotpSecretsRow>`
    select id, totp_secret, totp_pending_secret from identity.users
    where totp_secret is not null or totp_pending_secret is not null
    for update
  `.execute(db);
  for (const row of rows) {
    const secret = row.totp_secret === null ? null : transform(row.totp_secret);
    const pending = row.totp_pending_secret === null ? null : transform(row.totp_pending_secret);
    await sql`
      update identity.users set totp_secret = ${secret}, totp_pending_secret = ${pending} where id = ${row.id}
    `.execute(db);
  }
}

/** Seals the TOTP secrets stored in plain text before secrets were encrypted at rest. */
export const sealTotpSecrets = (dataKey: () => Promise<Buffer>): Migration => ({
  async up(db) {
    const key = await dataKey();
    await rewriteTotpSecrets(db, (value) => (isSealed(value) ? value : sealSecret(key, value)));
  },
  async down(db) {
    const key = await dataKey();
    await rewriteTotpSecrets(db, (value) => (isSealed(value) ? openSecret(key, value) : value));
  },
});
