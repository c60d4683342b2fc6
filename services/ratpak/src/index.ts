import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import type { RatpakDatabase } from './database.js';
import { entryRoutes } from './entries/entries.routes.js';
import { createEntriesService } from './entries/entries.service.js';
import { ratpakMigrations } from './migrations/index.js';
import { trialsFeature } from './trials/trials.feature.js';

export type { RatpakDatabase } from './database.js';

/** The ratpak service as hosts mount it: schema `ratpak`, routes under `ratpakApi.prefix`. */
export function createRatpakModule(
  env: Record<string, string | undefined> = process.env,
): ServiceModule<RatpakDatabase> {
  return {
    name: 'ratpak',
    migrations: ratpakMigrations,
    plugin: async (app, { db }) => {
      await app.register(entryRoutes, { entries: createEntriesService(db) });
      await app.register(trialsFeature(env), { db });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createRatpakModule(env),
};
