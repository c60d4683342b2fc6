import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.js';
import { openServiceDatabases, type ServiceDatabases } from './database-roles.js';
import { migrateAndConnect, migrateAndSeed } from './migrate.js';
import {
  serviceEnvSchema,
  serviceHostOptionsFromEnv,
  serviceMigrateEnvSchema,
  serviceServeEnvSchema,
} from './service-env.js';
import { buildServiceHost, type ServiceHostOptions } from './service-host.js';
import type { ServiceModule } from './service-module.js';
import { closeOnSignals } from './shutdown.js';

/**
 * What a service process does, from its first argument: `migrate` (the deployment's Job: migrate and
 * seed with the admin `DATABASE_URL`, then exit), `serve` (a replica: log in as `gbc_<schema>` through
 * `DATABASE_SERVER_URL` and `DB_ROLE_SECRET`, holding no admin credentials), or neither (one process
 * alone: both, as `npm start` does).
 */
export type ServiceCommand = 'migrate' | 'serve' | 'migrate-and-serve';

export function serviceCommandFromArgs(args: readonly string[]): ServiceCommand {
  if (args.length === 0) return 'migrate-and-serve';
  const [command] = args;
  if (args.length === 1 && (command === 'migrate' || command === 'serve')) return command;
  throw new Error(
    `Unknown arguments '${args.join(' ')}': run the service with 'migrate', 'serve' or nothing`,
  );
}

type HostOverrides = Partial<Omit<ServiceHostOptions, 'databases' | 'modules'>>;

/**
 * One service as its own process (the cluster topology, each `services/<name>/src/server.ts`), doing
 * what `command` says (default: the process's arguments); a serving process drains and closes on
 * SIGINT/SIGTERM and is returned, `migrate` returns null once done. `host` overrides what the
 * environment gives the host (identity verifies with its own key instead of a JWKS URL).
 */
export async function serveServiceAlone(
  module: ServiceModule,
  host: HostOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
  command: ServiceCommand = serviceCommandFromArgs(process.argv.slice(2)),
): Promise<ServingService | null> {
  if (command === 'migrate') {
    const config = loadConfig(serviceMigrateEnvSchema, env);
    await migrateAndSeed({
      adminUrl: config.DATABASE_URL,
      modules: [module],
      roleSecret: config.DB_ROLE_SECRET,
    });
    console.info(`${module.name}: migrated`);
    return null;
  }
  if (command === 'serve') {
    const config = loadConfig(serviceServeEnvSchema, env);
    const databases = openServiceDatabases({
      serverUrl: config.DATABASE_SERVER_URL,
      secret: config.DB_ROLE_SECRET,
    });
    return serveOn(databases, module, { ...serviceHostOptionsFromEnv(config), ...host }, config);
  }
  const config = loadConfig(serviceEnvSchema, env);
  const databases = await migrateAndConnect({
    adminUrl: config.DATABASE_URL,
    modules: [module],
    roleSecret: config.DB_ROLE_SECRET,
  });
  return serveOn(databases, module, { ...serviceHostOptionsFromEnv(config), ...host }, config);
}

/** A serving service process: its host, and the stop a signal runs (drain the host, then close the pools). */
export interface ServingService {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function serveOn(
  databases: ServiceDatabases,
  module: ServiceModule,
  options: HostOverrides,
  listen: { HOST: string; PORT: number },
): Promise<ServingService> {
  const app = await buildServiceHost({ databases, modules: [module], ...options });
  const close = async () => {
    stopListening();
    await app.close();
    await databases.destroy();
  };
  const stopListening = closeOnSignals({ log: app.log, close });
  await app.listen({ host: listen.HOST, port: listen.PORT });
  return { app, close };
}
