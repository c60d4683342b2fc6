import { internalApiTokenFromEnv, type ServiceDefinition, type ServiceModule } from '@gbc/service-kit';
import type { AdminDatabase } from './database.js';
import { adminMigrations } from './migrations/index.js';
import { type PrivacySettings, privacyPlugin } from './privacy/privacy.plugin.js';
import { securityRoutes } from './security/security.routes.js';
import { createSecurityService } from './security/security.service.js';
import { siteAuditRoutes } from './site-audit/site-audit.routes.js';
import { createSiteAuditService } from './site-audit/site-audit.service.js';
import { type SiteAuditSettings, siteAuditSettingsFromEnv } from './site-audit/site-audit.settings.js';

export type { AdminDatabase } from './database.js';

export interface AdminModuleOptions {
  /** Loaded when the host mounts the service (migrating needs no PUBLIC_ORIGIN); absent: no site audit routes. */
  siteAudit?: () => SiteAuditSettings;
  /** Export and erase requests; default: from the process's environment. */
  privacy?: PrivacySettings;
}

/** The privacy requests as configured by the environment: the shared internal token, services discovered. */
export function privacySettingsFromEnv(env: Record<string, string | undefined>): PrivacySettings {
  return { internalApiToken: () => internalApiTokenFromEnv(env), env };
}

/** The admin service as hosts mount it: schema `admin`, routes under `adminApi.prefix`. */
export function createAdminModule(options: AdminModuleOptions = {}): ServiceModule<AdminDatabase> {
  const privacy = options.privacy ?? privacySettingsFromEnv(process.env);
  return {
    name: 'admin',
    migrations: adminMigrations,
    plugin: async (app, { db }) => {
      // Everything here is for one signed-in admin: no browser or proxy may keep a copy.
      app.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await app.register(securityRoutes, { security: createSecurityService(db) });
      if (options.siteAudit) {
        await app.register(siteAuditRoutes, {
          siteAudit: createSiteAuditService(db, options.siteAudit(), app.log),
        });
      }
      await app.register(privacyPlugin, { db, settings: privacy });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) =>
    createAdminModule({
      siteAudit: () => siteAuditSettingsFromEnv(env),
      privacy: privacySettingsFromEnv(env),
    }),
};
