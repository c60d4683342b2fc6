import {
  adminStorySchema,
  storyRecordsExportQuerySchema,
  storyRecordsListQuerySchema,
} from '@gbc/contracts/programs';
import {
  adminRecordRoutes,
  internalApiTokenFromEnv,
  personalDataRoutes,
  type ServiceDefinition,
  type ServiceModule,
} from '@gbc/service-kit';
import { defaultBrochuresDir } from './brochures/brochures.files.js';
import { brochureRoutes } from './brochures/brochures.routes.js';
import { createBrochuresService } from './brochures/brochures.service.js';
import type { ProgramsDatabase } from './database.js';
import { programsMigrations } from './migrations/index.js';
import { createProgramsPersonalData } from './personal-data/personal-data.service.js';
import { storyRecords } from './stories/stories.moderation.js';
import { storyRoutes } from './stories/stories.routes.js';
import { createStoriesService } from './stories/stories.service.js';

export type { ProgramsDatabase } from './database.js';

export interface ProgramsSettings {
  /** Where the build wrote the brochures (default: the service's `dist/brochures`). */
  brochuresDir?: string;
  /** The services' shared token for internal calls (the admin service's personal-data job), read on mount. */
  internalApiToken: () => string;
}

/** The programs service as hosts mount it: schema `programs`, routes under `programsApi.prefix`. */
export function createProgramsModule(settings: ProgramsSettings): ServiceModule<ProgramsDatabase> {
  return {
    name: 'programs',
    migrations: programsMigrations,
    plugin: async (app, { db }) => {
      await app.register(storyRoutes, { stories: createStoriesService(db) });
      await app.register(adminRecordRoutes(), {
        reader: storyRecords(db),
        listQuery: storyRecordsListQuerySchema,
        exportQuery: storyRecordsExportQuerySchema,
        item: adminStorySchema,
      });
      await app.register(personalDataRoutes, {
        personalData: createProgramsPersonalData(db),
        internalApiToken: settings.internalApiToken(),
      });
      await app.register(brochureRoutes, {
        brochures: createBrochuresService(settings.brochuresDir ?? defaultBrochuresDir),
      });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createProgramsModule({ internalApiToken: () => internalApiTokenFromEnv(env) }),
};
