import { join } from 'node:path';
import { accountEmailSchema, normaliseAccountEmail } from '@gbc/contracts/identity';
import {
  createDatabase,
  EmbeddedPostgresInUseError,
  type EmbeddedPostgresServer,
  embeddedAdminUrl,
  kitMigrationSets,
  loadConfig,
  migrateService,
  startEmbeddedPostgres,
} from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { auditIdentityEvent } from '../audit.js';
import type { IdentityDatabase } from '../database.js';
import { createEmailLink, linkLifetimeMs } from '../links/links.service.js';
import { linkUrl } from '../mail/mail.templates.js';
import { identityMigrations } from '../migrations/index.js';
import { dataKeyFromEnv, identityEnvSchema } from '../settings.js';
import { findUserByEmail, insertUserIfNew, updateUser } from '../users/users.repository.js';

const usage = `Usage: npm run admin -- create <e-mail>

Creates the account if needed, gives it the admin role and prints a one-time sign-in link
(valid ${linkLifetimeMs.sign_in / 60_000} minutes). Admin pages also need a second factor: enrol an
authenticator app from /account after signing in.

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default .data), running or not.`;

const cliEnvSchema = identityEnvSchema.extend({ DATABASE_URL: z.string().optional() });

/** Database name the standalone server gives the site inside its embedded cluster. */
const standaloneDatabase = 'gbc';

/**
 * The admin connection: DATABASE_URL, or the embedded server's superuser (started here when the site
 * is not running, else the running server's, from its settings file).
 */
async function openDatabase(env: z.output<typeof cliEnvSchema>) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, server: null };
  const pgDir = join(env.DATA_DIR, 'pg');
  let server: EmbeddedPostgresServer;
  try {
    server = await startEmbeddedPostgres({ dataDir: pgDir });
  } catch (error) {
    if (error instanceof EmbeddedPostgresInUseError)
      return { url: await embeddedAdminUrl(pgDir, standaloneDatabase), server: null };
    throw error;
  }
  return { url: await server.createDatabase(standaloneDatabase), server };
}

async function createAdmin(
  db: Kysely<IdentityDatabase>,
  rawEmail: string,
  publicOrigin: string,
): Promise<string> {
  const email = normaliseAccountEmail(accountEmailSchema.parse(rawEmail));
  return db.transaction().execute(async (trx) => {
    const user =
      (await insertUserIfNew(trx, { email, display_name: email.slice(0, email.indexOf('@')) })) ??
      (await findUserByEmail(trx, email));
    if (!user) throw new Error(`could not create ${email}`);
    if (!user.roles.includes('admin')) {
      await updateUser(trx, user.id, { roles: [...user.roles, 'admin'] });
      await auditIdentityEvent(trx, {
        severity: 'warn',
        eventType: 'admin_action',
        action: 'role_granted',
        details: { userId: user.id, accountEmail: email, role: 'admin', reference: 'admin-cli' },
      });
    }
    const token = await createEmailLink(trx, user.id, 'sign_in');
    return linkUrl(publicOrigin, 'verify', token);
  });
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'create' || !email) {
    console.error(usage);
    return 2;
  }
  const env = loadConfig(cliEnvSchema);
  const { url, server } = await openDatabase(env);
  const db = createDatabase<IdentityDatabase>(url, { maxConnections: 1 });
  try {
    // Schemas only: the site's next start creates the roles and grants with its own DB_ROLE_SECRET,
    // which this command may not know (resetting them here could lock the running site out).
    const identityMigrationSet = {
      name: 'identity',
      migrations: identityMigrations(() => dataKeyFromEnv(env)),
    };
    for (const set of [...kitMigrationSets, identityMigrationSet]) await migrateService(db, set);
    const link = await createAdmin(db, email, env.PUBLIC_ORIGIN);
    console.info(`${normaliseAccountEmail(email)} is an admin. One-time sign-in link:\n\n  ${link}\n`);
    console.info(
      'After signing in, set up an authenticator app on the account page: admin pages require it.',
    );
    return 0;
  } finally {
    await db.destroy();
    await server?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join('\n') : error,
    );
    process.exit(1);
  },
);
