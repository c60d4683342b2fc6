import type { ServiceModule } from '@gbc/service-kit';
import { identityApp } from './app.js';
import type { IdentityDatabase } from './database.js';
import { identityMigrations } from './migrations/index.js';
import { type IdentitySettings, identitySettingsFromEnv } from './settings.js';

export type { IdentityDatabase } from './database.js';
export { loadSigningKeys, type SigningKeys } from './keys/keys.service.js';
export type { PaymentsClient } from './payments/payments.client.js';
export {
  type IdentitySettings,
  identityEnvSchema,
  identitySettingsFromEnv,
  signingKeysFromEnv,
} from './settings.js';

/**
 * The identity service with the given settings (or a function that loads them when the host mounts
 * it): schema `identity`, routes under `/api/identity`.
 */
export function createIdentityModule(
  settings: IdentitySettings | (() => Promise<IdentitySettings>),
): ServiceModule<IdentityDatabase> {
  return {
    name: 'identity',
    migrations: identityMigrations,
    plugin: async (app, { db }) => {
      const resolved = typeof settings === 'function' ? await settings() : settings;
      await app.register(identityApp, { db, settings: resolved });
    },
  };
}

/** The identity service configured from the environment (keys generated into DATA_DIR when none are set). */
export const identityModule = createIdentityModule(() => identitySettingsFromEnv(process.env));
