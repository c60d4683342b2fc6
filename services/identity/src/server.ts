import {
  buildServiceHost,
  closeOnSignals,
  loadConfig,
  migrateAndConnect,
  serviceEnvSchema,
  serviceHostOptionsFromEnv,
} from '@gbc/service-kit';
import { createIdentityModule, identitySettingsFromEnv } from './index.js';

/** The identity service on its own (one process of the cluster topology): migrate, serve. */
const config = loadConfig(serviceEnvSchema);
const settings = await identitySettingsFromEnv(process.env);
const identity = createIdentityModule(settings);
const databases = await migrateAndConnect({
  adminUrl: config.DATABASE_URL,
  modules: [identity],
  roleSecret: config.DB_ROLE_SECRET,
});

const app = await buildServiceHost({
  databases,
  modules: [identity],
  ...serviceHostOptionsFromEnv(config),
  // The host's own token verification (other plugins' requireRole) trusts identity's current key.
  auth: { publicKey: settings.keys.currentPublicKeyPem },
});
closeOnSignals({
  log: app.log,
  async close() {
    await app.close();
    await databases.destroy();
  },
});
await app.listen({ host: config.HOST, port: config.PORT });
