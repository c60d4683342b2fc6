import { join } from 'node:path';
import { normaliseAccountEmail } from '@gbc/contracts/identity';
import { createDatabase, kitMigrationSets, loadConfig, migrateService } from '@gbc/service-kit';
import {
  EmbeddedPostgresInUseError,
  type EmbeddedPostgresServer,
  embeddedAdminUrl,
  startEmbeddedPostgres,
} from '@gbc/service-kit/embedded-postgres';
import { z } from 'zod';
import type { IdentityDatabase } from '../database.js';
import { linkLifetimeMs } from '../links/links.service.js';
import { identityMigrations } from '../migrations/index.js';
import { dataKeyFromEnv, identityEnvSchema } from '../settings.js';
import { adminCliPublicOrigin, createAdmin } from './admin.service.js';

const usage = `Usage: npm run admin -- create <e-mail>

Creates the account if needed (without a password), gives it the admin role and prints a one-time
admin bootstrap link (valid ${linkLifetimeMs.admin_bootstrap / 60_000} minutes) on PUBLIC_ORIGIN, by
default http://localhost:$PORT. The link's session sets up an authenticator app, then a password.
For an account that has an authenticator app already, the app is reset (audited).

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default .data), running or not.`;

/** The CLI, unlike the service, may default PUBLIC_ORIGIN: from PORT, as the standalone server does. */
const cliEnvSchema = identityEnvSchema.extend({
  DATABASE_URL: z.string().optional(),
  PUBLIC_ORIGIN: identityEnvSchema.shape.PUBLIC_ORIGIN.optional(),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'PORT must be a port number')
    .optional(),
});

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
    const link = await createAdmin(db, email, adminCliPublicOrigin(env));
    console.info(`${normaliseAccountEmail(email)} is an admin. One-time set-up link:\n\n  ${link}\n`);
    console.info('Open it, set up an authenticator app, then choose a password: admin pages require both.');
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
