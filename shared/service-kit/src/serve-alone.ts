import { loadConfig } from './config.js';
import { migrateAndConnect } from './migrate.js';
import { serviceEnvSchema, serviceHostOptionsFromEnv } from './service-env.js';
import { buildServiceHost } from './service-host.js';
import type { ServiceModule } from './service-module.js';
import { closeOnSignals } from './shutdown.js';

/**
 * One service as its own process (the cluster topology, each `services/<name>/src/server.ts`): migrate with
 * the admin connection, serve as the service's own role, drain and close on SIGINT/SIGTERM.
 */
export async function serveServiceAlone(module: ServiceModule, env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(serviceEnvSchema, env);
  const databases = await migrateAndConnect({
    adminUrl: config.DATABASE_URL,
    modules: [module],
    roleSecret: config.DB_ROLE_SECRET,
  });
  const app = await buildServiceHost({ databases, modules: [module], ...serviceHostOptionsFromEnv(config) });
  closeOnSignals({
    log: app.log,
    async close() {
      await app.close();
      await databases.destroy();
    },
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}
