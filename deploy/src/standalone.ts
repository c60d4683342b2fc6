import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, gatewayConfigFromEnv } from '@gbc/gateway';
import { createIdentityModule, identitySettingsFromEnv } from '@gbc/identity-service';
import {
  buildServiceHost,
  createDatabase,
  mailSettingsFromEnv,
  migrateServices,
  type ServiceHostOptions,
  startEmbeddedPostgres,
} from '@gbc/service-kit';
import { brand } from '@gbc/site-map';
import { z } from 'zod';
import { serviceModules } from './service-modules.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const standaloneEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
});

export interface StartSiteOptions {
  port: number;
  host: string;
  /** Any PostgreSQL server; without it a private embedded server runs under `dataDir/pg`. */
  databaseUrl?: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  /** The service host's logger; info level (one line per request) when omitted. */
  logger?: ServiceHostOptions['logger'];
}

export interface RunningSite {
  url: string;
  apiUrl: string;
  close(): Promise<void>;
}

/** Database, every service mounted on one internal Fastify host, and the gateway in front: the whole site. */
export async function startSite(options: StartSiteOptions): Promise<RunningSite> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: join(options.dataDir, 'pg') });
  const databaseUrl = options.databaseUrl ?? (await embedded!.createDatabase('gbc'));
  // pg-pool's end() resolves before its idle clients have finished closing, so stopping the embedded
  // server right after can cut one off; during our own shutdown that is expected, not worth reporting.
  let closing = false;
  const db = createDatabase(databaseUrl, {
    onIdleError: (error) => {
      if (!closing) console.error('PostgreSQL idle connection error', error);
    },
  });

  await migrateServices(db, serviceModules);
  for (const module of serviceModules) await module.seed?.(db);

  // Only the gateway in this process reaches the API host; trusting it gives rate limits the visitor's address.
  const env = options.env ?? process.env;
  // Identity keeps its generated key in this site's data folder and links to this site's origin; every
  // service on the host verifies access tokens with identity's current key.
  const identitySettings = await identitySettingsFromEnv({
    ...env,
    DATA_DIR: options.dataDir,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${options.port}`,
  });
  const modules = serviceModules.map((module) =>
    module.name === 'identity' ? createIdentityModule(identitySettings) : module,
  );
  const apiHost = await buildServiceHost({
    db,
    modules,
    trustProxy: ['127.0.0.1', '::1'],
    mail: mailSettingsFromEnv(env),
    auth: { publicKey: identitySettings.keys.currentPublicKeyPem },
    logger: options.logger,
  });
  const apiUrl = await apiHost.listen({ host: '127.0.0.1', port: 0 });

  const gatewayConfig = gatewayConfigFromEnv(env);
  const services = Object.fromEntries(serviceModules.map((m) => [m.name, apiUrl]));
  const gateway = createGateway({ ...gatewayConfig, services });
  const server: Server = await new Promise((resolve, reject) => {
    const s = gateway.listen(options.port, options.host, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://localhost:${port}`,
    apiUrl,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await apiHost.close();
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/** `npm start`: configuration from the environment, a printed URL, and a clean stop on Ctrl-C. */
export async function startSiteFromEnv(): Promise<void> {
  const env = standaloneEnvSchema.parse(process.env);
  const site = await startSite({
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  console.info(`${brand.name} website running at ${site.url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received, stopping ...`);
    await site.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
