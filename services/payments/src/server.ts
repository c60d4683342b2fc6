import {
  buildServiceHost,
  closeOnSignals,
  loadConfig,
  migrateAndConnect,
  serviceEnvSchema,
  serviceHostOptionsFromEnv,
} from '@gbc/service-kit';
import { paymentsModule } from './index.js';

/** The payments service on its own (one process of the cluster topology): migrate, serve. */
const config = loadConfig(serviceEnvSchema);
const databases = await migrateAndConnect({
  adminUrl: config.DATABASE_URL,
  modules: [paymentsModule],
  roleSecret: config.DB_ROLE_SECRET,
});

const app = await buildServiceHost({
  databases,
  modules: [paymentsModule],
  ...serviceHostOptionsFromEnv(config),
});
closeOnSignals({
  log: app.log,
  async close() {
    await app.close();
    await databases.destroy();
  },
});
await app.listen({ host: config.HOST, port: config.PORT });
