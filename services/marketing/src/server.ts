import {
  buildServiceHost,
  closeOnSignals,
  loadConfig,
  migrateAndConnect,
  serviceEnvSchema,
  serviceHostOptionsFromEnv,
} from '@gbc/service-kit';
import { marketingModule } from './index.js';

/** The marketing service on its own (one process of the cluster topology): migrate, seed, serve. */
const config = loadConfig(serviceEnvSchema);
const databases = await migrateAndConnect({
  adminUrl: config.DATABASE_URL,
  modules: [marketingModule],
  roleSecret: config.DB_ROLE_SECRET,
});

const app = await buildServiceHost({
  databases,
  modules: [marketingModule],
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
