import type { ServiceDefinition, ServiceModule } from '@gbc/service-kit';
import type { SurveyDatabase } from './database.js';
import { entryRoutes } from './entries/entries.routes.js';
import { createEntriesService } from './entries/entries.service.js';
import { surveyMigrations } from './migrations/index.js';

export type { SurveyDatabase } from './database.js';

/** The survey service as hosts mount it: schema `survey`, routes under `surveyApi.prefix`. */
export function createSurveyModule(): ServiceModule<SurveyDatabase> {
  return {
    name: 'survey',
    migrations: surveyMigrations,
    plugin: async (app, { db }) => {
      await app.register(entryRoutes, { entries: createEntriesService(db) });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: () => createSurveyModule(),
};
