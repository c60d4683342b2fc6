import {
  buildServiceHost,
  closeOnSignals,
  createDatabase,
  loadConfig,
  migrateServices,
  serviceEnvSchema,
} from '@gbc/service-kit';
import { createIdentityModule, type IdentityDatabase, identitySettingsFromEnv } from './index.js';

/** The identity service on its own (one process of the cluster topology): migrate, serve. */
const config = loadConfig(serviceEnvSchema);
const settings = await identitySettingsFromEnv(process.env);
const identity = createIdentityModule(settings);
const db = createDatabase<IdentityDatabase>(config.DATABASE_URL);
await migrateServices(db, [identity]);

const app = await buildServiceHost({
  db,
  modules: [identity],
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
  // The host's own token verification (other plugins' requireRole) trusts identity's current key.
  auth: { publicKey: settings.keys.currentPublicKeyPem },
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
});
closeOnSignals(app, () => db.destroy());
await app.listen({ host: config.HOST, port: config.PORT });
