import {
  buildServiceHost,
  closeOnSignals,
  createDatabase,
  loadConfig,
  migrateServices,
  serviceEnvSchema,
} from '@gbc/service-kit';
import { type PaymentsDatabase, paymentsModule } from './index.js';

/** The payments service on its own (one process of the cluster topology): migrate, serve. */
const config = loadConfig(serviceEnvSchema);
const db = createDatabase<PaymentsDatabase>(config.DATABASE_URL);
await migrateServices(db, [paymentsModule]);

const app = await buildServiceHost({
  db,
  modules: [paymentsModule],
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
  auth: { publicKey: config.AUTH_PUBLIC_KEY },
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
});
closeOnSignals(app, () => db.destroy());
await app.listen({ host: config.HOST, port: config.PORT });
