import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import { identityApp } from './app.js';
import type { IdentityDatabase } from './database.js';
import { identityMigrations } from './migrations/index.js';
import { type IdentitySettings, identityDataKeyFromEnv, identitySettingsFromEnv } from './settings.js';

export type { IdentityDatabase } from './database.js';
export { loadSigningKeys, type SigningKeys } from './keys/keys.service.js';
export type { PaymentsClient } from './payments/payments.client.js';
export {
  dataKeyFromEnv,
  type IdentitySettings,
  identityDataKeyFromEnv,
  identityEnvSchema,
  identitySettingsFromEnv,
  signingKeysFromEnv,
} from './settings.js';

/**
 * The identity service with the given settings (or a function that loads them when the host mounts
 * it): schema `identity`, routes under `/api/identity`. `dataKey`, when given, is what the migrations
 * use instead of loading every setting (migrating needs no PUBLIC_ORIGIN).
 */
export function createIdentityModule(
  settings: IdentitySettings | (() => Promise<IdentitySettings>),
  dataKey?: () => Promise<Buffer>,
): ServiceModule<IdentityDatabase> {
  // Loaded once, whichever asks first: the migration that seals secrets or the plugin.
  let loaded: Promise<IdentitySettings> | undefined;
  const resolve = () => {
    loaded ??= typeof settings === 'function' ? settings() : Promise.resolve(settings);
    return loaded;
  };
  return {
    name: 'identity',
    migrations: identityMigrations(dataKey ?? (async () => (await resolve()).dataKey)),
    plugin: async (app, { db }) => {
      await app.register(identityApp, { db, settings: await resolve() });
    },
  };
}

/**
 * How hosts that discover this service (deploy, the test set-up) configure it from their environment:
 * settings load when the host mounts it; migrating needs only the data key.
 */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) =>
    createIdentityModule(
      () => identitySettingsFromEnv(env),
      () => identityDataKeyFromEnv(env),
    ),
};
