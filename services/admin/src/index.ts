import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import type { AdminDatabase } from './database.js';
import { entryRoutes } from './entries/entries.routes.js';
import { createEntriesService } from './entries/entries.service.js';
import { adminMigrations } from './migrations/index.js';

export type { AdminDatabase } from './database.js';

/** The admin service as hosts mount it: schema `admin`, routes under `adminApi.prefix`. */
export function createAdminModule(): ServiceModule<AdminDatabase> {
  return {
    name: 'admin',
    migrations: adminMigrations,
    plugin: async (app, { db }) => {
      await app.register(entryRoutes, { entries: createEntriesService(db) });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: () => createAdminModule(),
};
