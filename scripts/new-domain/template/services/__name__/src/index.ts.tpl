import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import type { __Name__Database } from './database.js';
import { entryRoutes } from './entries/entries.routes.js';
import { createEntriesService } from './entries/entries.service.js';
import { __name__Migrations } from './migrations/index.js';

export type { __Name__Database } from './database.js';

/** The __name__ service as hosts mount it: schema `__name__`, routes under `__name__Api.prefix`. */
export function create__Name__Module(): ServiceModule<__Name__Database> {
  return {
    name: '__name__',
    migrations: __name__Migrations,
    plugin: async (app, { db }) => {
      await app.register(entryRoutes, { entries: createEntriesService(db) });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: () => create__Name__Module(),
};
