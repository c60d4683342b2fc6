import {
  buildServiceHost,
  closeOnSignals,
  createDatabase,
  loadConfig,
  migrateServices,
  serviceEnvSchema,
  serviceHostOptionsFromEnv,
} from '@gbc/service-kit';
import { type MarketingDatabase, marketingModule } from './index.js';

/** The marketing service on its own (one process of the cluster topology): migrate, seed, serve. */
const config = loadConfig(serviceEnvSchema);
const db = createDatabase<MarketingDatabase>(config.DATABASE_URL);
await migrateServices(db, [marketingModule]);
await marketingModule.seed?.(db);

const app = await buildServiceHost({ db, modules: [marketingModule], ...serviceHostOptionsFromEnv(config) });
closeOnSignals(app, () => db.destroy());
await app.listen({ host: config.HOST, port: config.PORT });
