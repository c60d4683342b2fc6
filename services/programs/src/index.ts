import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import type { ProgramsDatabase } from './database.js';
import { entryRoutes } from './entries/entries.routes.js';
import { createEntriesService } from './entries/entries.service.js';
import { programsMigrations } from './migrations/index.js';

export type { ProgramsDatabase } from './database.js';

/** The programs service as hosts mount it: schema `programs`, routes under `programsApi.prefix`. */
export function createProgramsModule(): ServiceModule<ProgramsDatabase> {
  return {
    name: 'programs',
    migrations: programsMigrations,
    plugin: async (app, { db }) => {
      await app.register(entryRoutes, { entries: createEntriesService(db) });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: () => createProgramsModule(),
};
