import {
  buildServiceHost,
  closeOnSignals,
  createDatabase,
  loadConfig,
  migrateServices,
  serviceEnvSchema,
} from '@gbc/service-kit';
import { type MarketingDatabase, marketingModule } from './index.js';

/** The marketing service on its own (one process of the cluster topology): migrate, seed, serve. */
const config = loadConfig(serviceEnvSchema);
const db = createDatabase<MarketingDatabase>(config.DATABASE_URL);
await migrateServices(db, [marketingModule]);
await marketingModule.seed?.(db);

const app = await buildServiceHost({
  db,
  modules: [marketingModule],
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
  auth: { publicKey: config.AUTH_PUBLIC_KEY },
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
});
closeOnSignals(app, () => db.destroy());
await app.listen({ host: config.HOST, port: config.PORT });
