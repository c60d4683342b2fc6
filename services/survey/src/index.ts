import {
  type AdminSurveyResponse,
  adminSurveyResponseSchema,
  type SurveyResponseRecordFilters,
  surveyResponseRecordsExportQuerySchema,
  surveyResponseRecordsListQuerySchema,
} from '@gbc/contracts/survey';
import { adminRecordRoutes, loadConfig, type ServiceDefinition, type ServiceModule } from '@gbc/service-kit';
import { z } from 'zod';
import type { SurveyDatabase } from './database.js';
import { surveyMigrations } from './migrations/index.js';
import { startOpenedResponsePurge } from './responses/responses.retention.js';
import { responseRoutes } from './responses/responses.routes.js';
import { createResponsesService } from './responses/responses.service.js';
import { surveyResponseRecords } from './results/results.records.js';
import { resultsRoutes } from './results/results.routes.js';
import { surveyResultsSummary } from './results/results.summary.js';

export type { SurveyDatabase } from './database.js';

/** The survey service's own environment, beside the service kit's. */
export const surveyEnvSchema = z.object({
  /** Origin of the public site, for the resume links in mails. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) URL' })
    .default('http://localhost:8080'),
});

export interface SurveySettings {
  publicOrigin: string;
  /** Runs the purge of responses opened and never started in this process (default true; tests purge by hand). */
  openedPurge?: boolean;
}

export function surveySettingsFromEnv(env?: Record<string, string | undefined>): SurveySettings {
  return { publicOrigin: loadConfig(surveyEnvSchema, env).PUBLIC_ORIGIN };
}

/** The survey service as hosts mount it: schema `survey`, routes under `surveyApi.prefix`. */
export function createSurveyModule(settings: SurveySettings): ServiceModule<SurveyDatabase> {
  return {
    name: 'survey',
    migrations: surveyMigrations,
    plugin: async (app, { db }) => {
      await app.register(responseRoutes, { responses: createResponsesService(db, settings.publicOrigin) });
      await app.register(adminRecordRoutes<AdminSurveyResponse, SurveyResponseRecordFilters>(), {
        reader: surveyResponseRecords(db),
        listQuery: surveyResponseRecordsListQuerySchema,
        exportQuery: surveyResponseRecordsExportQuerySchema,
        item: adminSurveyResponseSchema,
      });
      await app.register(resultsRoutes, {
        summary: (actorEmail, days) => surveyResultsSummary(db, actorEmail, days),
      });
      if (settings.openedPurge !== false) {
        let stop: (() => void) | undefined;
        app.addHook('onReady', async () => {
          stop = startOpenedResponsePurge(db, app.log);
        });
        app.addHook('onClose', async () => stop?.());
      }
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createSurveyModule(surveySettingsFromEnv(env)),
};
