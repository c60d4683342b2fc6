import {
  buildServiceHost,
  closeOnSignals,
  loadConfig,
  migrateAndConnect,
  serviceEnvSchema,
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
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
  auth: { publicKey: config.AUTH_PUBLIC_KEY },
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
});
closeOnSignals({
  log: app.log,
  async close() {
    await app.close();
    await databases.destroy();
  },
});
await app.listen({ host: config.HOST, port: config.PORT });
