import { internalApiTokenFromEnv, type ServiceDefinition, type ServiceModule } from '@gbc/service-kit';
import type { AdminDatabase } from './database.js';
import { adminMigrations } from './migrations/index.js';
import { type PrivacySettings, privacyPlugin } from './privacy/privacy.plugin.js';
import { securityRoutes } from './security/security.routes.js';
import { createSecurityService } from './security/security.service.js';

export type { AdminDatabase } from './database.js';

/** The privacy requests as configured by the environment: the shared internal token, services discovered. */
export function privacySettingsFromEnv(env: Record<string, string | undefined>): PrivacySettings {
  return { internalApiToken: () => internalApiTokenFromEnv(env), env };
}

/** The admin service as hosts mount it: schema `admin`, routes under `adminApi.prefix`. */
export function createAdminModule(
  settings: PrivacySettings = privacySettingsFromEnv(process.env),
): ServiceModule<AdminDatabase> {
  return {
    name: 'admin',
    migrations: adminMigrations,
    plugin: async (app, { db }) => {
      // Everything here is for one signed-in admin: no browser or proxy may keep a copy.
      app.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await app.register(securityRoutes, { security: createSecurityService(db) });
      await app.register(privacyPlugin, { db, settings });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createAdminModule(privacySettingsFromEnv(env)),
};
