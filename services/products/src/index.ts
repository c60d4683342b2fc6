import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import type { ProductsDatabase } from './database.js';
import { entryRoutes } from './entries/entries.routes.js';
import { createEntriesService } from './entries/entries.service.js';
import { productsMigrations } from './migrations/index.js';

export type { ProductsDatabase } from './database.js';

/** The products service as hosts mount it: schema `products`, routes under `productsApi.prefix`. */
export function createProductsModule(): ServiceModule<ProductsDatabase> {
  return {
    name: 'products',
    migrations: productsMigrations,
    plugin: async (app, { db }) => {
      await app.register(entryRoutes, { entries: createEntriesService(db) });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: () => createProductsModule(),
};
