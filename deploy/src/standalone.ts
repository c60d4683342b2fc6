import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { answerMalformedRequests, createGateway, gatewayConfigFromEnv } from '@gbc/gateway';
import { identitySettingsFromEnv } from '@gbc/identity-service';
import {
  buildServiceHost,
  closeOnSignals,
  drainServer,
  envSchemas,
  gatewayRoleSchema,
  loadConfig,
  migrateAndConnect,
  type ServiceDatabases,
  type ServiceHostOptions,
} from '@gbc/service-kit';
import { startEmbeddedPostgres } from '@gbc/service-kit/embedded-postgres';
import { z } from 'zod';
import { discoverServiceModules } from './service-discovery.js';
import { startSiteMail } from './site-mail.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const standaloneEnvSchema = z.object({
  PORT: envSchemas.port('PORT', 8080),
  HOST: envSchemas.host('0.0.0.0'),
  DATABASE_URL: envSchemas.postgresUrl('DATABASE_URL').optional(),
  DB_ROLE_SECRET: z.string().min(32, 'DB_ROLE_SECRET must be at least 32 characters').optional(),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  LOG_LEVEL: envSchemas.logLevel,
  REDIS_URL: envSchemas.optionalUrl('REDIS_URL', ['redis', 'rediss']),
});

export interface StartSiteOptions {
  port: number;
  host: string;
  /** Any PostgreSQL server; without it a private embedded server runs under `dataDir/pg`. */
  databaseUrl?: string;
  /** Secret of the services' role passwords; default: the admin password (see README). */
  roleSecret?: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  /** Shared rate-limit counters in Redis; without it they live in PostgreSQL. */
  redisUrl?: string | undefined;
  /** The service host's logger; info level (one line per request) when omitted. */
  logger?: ServiceHostOptions['logger'];
}

export interface RunningSite {
  url: string;
  apiUrl: string;
  /** The embedded mail catcher's inbox, when the site runs without SMTP_URL. */
  mailCatcherUrl: string | null;
  /** A schema's own login (its `gbc_<schema>` role), for tools that check what the site stored (the bench). */
  connectionStringOf(schema: string): string;
  close(): Promise<void>;
}

/** How long start-up waits for the gateway to hear page changes before serving without its cache. */
const listenerStartMs = 10_000;

/** How long requests in flight may take to finish once shutdown begins; then their connections are cut. */
const drainMs = 10_000;

/** Database, every service mounted on one internal Fastify host, and the gateway in front: the whole site. */
export async function startSite(options: StartSiteOptions): Promise<RunningSite> {
  const env = options.env ?? process.env;
  // Identity and payments keep their generated secrets (signing key, shared internal token) in this
  // site's data folder and link to this site's origin; every service on the host verifies access
  // tokens with identity's current key.
  const siteEnv = {
    ...env,
    DATA_DIR: options.dataDir,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${options.port}`,
  };
  const identitySettings = await identitySettingsFromEnv(siteEnv);
  const modules = await discoverServiceModules(siteEnv);
  const mail = await startSiteMail(siteEnv);
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: join(options.dataDir, 'pg') });
  // pg-pool's end() resolves before its idle clients have finished closing, so stopping the embedded
  // server right after can cut one off; during our own shutdown that is expected, not worth reporting.
  let closing = false;
  let databases: ServiceDatabases;
  try {
    const adminUrl = options.databaseUrl ?? (await embedded!.createDatabase('gbc'));
    databases = await migrateAndConnect({
      adminUrl,
      modules,
      roleSecret: options.roleSecret,
      onIdleError: (error) => {
        if (!closing) console.warn(`PostgreSQL idle connection lost: ${error.message}`);
      },
    });
  } catch (error) {
    await mail.catcher?.close();
    await embedded?.stop();
    throw error;
  }

  // Only the gateway in this process reaches the API host; trusting it gives rate limits the visitor's address.
  const apiHost = await buildServiceHost({
    databases,
    modules,
    trustProxy: ['127.0.0.1', '::1'],
    mail: mail.settings,
    auth: { publicKey: identitySettings.keys.currentPublicKeyPem },
    logger: options.logger,
    rateLimit: { redisUrl: options.redisUrl },
  });
  const apiUrl = await apiHost.listen({ host: '127.0.0.1', port: 0 });

  const gatewayConfig = gatewayConfigFromEnv(siteEnv);
  const services = Object.fromEntries(modules.map((m) => [m.name, apiUrl]));
  const gateway = createGateway({
    ...gatewayConfig,
    services,
    pageChangesDatabaseUrl: databases.connectionStringOf(gatewayRoleSchema),
  });
  // Pages are cached only while changes are heard; a slow first connection delays serving, never fails it.
  await gateway.whenListening(listenerStartMs);
  const server: Server = await new Promise((resolve, reject) => {
    const s = gateway.listen(options.port, options.host, () => resolve(s));
    s.once('error', reject);
  });
  answerMalformedRequests(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://localhost:${port}`,
    apiUrl,
    mailCatcherUrl: mail.catcher?.inboxUrl ?? null,
    connectionStringOf: (schema) => databases.connectionStringOf(schema),
    /**
     * In this order: the gateway stops accepting and drains (its requests still reach the API host),
     * the API host drains and stops the mail dispatcher after its current send, the mail catcher and
     * the pools close, and the database stops last.
     */
    close: once(async () => {
      closing = true;
      await gateway.stopListening();
      await drainServer(server, drainMs);
      await gateway.close();
      await apiHost.close();
      await mail.catcher?.close();
      await databases.destroy();
      await embedded?.stop();
    }),
  };
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

/** `npm start`: configuration from the environment, a printed URL, and a draining stop on Ctrl-C or SIGTERM. */
export async function startSiteFromEnv(): Promise<void> {
  const env = loadConfig(standaloneEnvSchema);
  const starting = startSite({
    logger: { level: env.LOG_LEVEL },
    redisUrl: env.REDIS_URL,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    roleSecret: env.DB_ROLE_SECRET,
    dataDir: env.DATA_DIR,
  });
  // Listening before the URL is printed: a signal during start-up (or right after) still stops cleanly.
  closeOnSignals({
    log: { info: (_details, message) => console.info(message), error: console.error },
    close: async () => (await starting).close(),
  });
  const site = await starting;
  console.info(`${brand.name} website running at ${site.url}`);
  if (site.mailCatcherUrl)
    console.info(`Mail is caught, not delivered (no SMTP_URL): read it at ${site.mailCatcherUrl}`);
}
