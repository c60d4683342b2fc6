import type { ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { RatpakDatabase } from '../database.js';
import { trialRoutes } from './trials.routes.js';
import { createTrialsService } from './trials.service.js';
import { trialsSettingsFromEnv } from './trials.settings.js';
import type { TrialTable } from './trials.table.js';

/** The trials feature as the ratpak module registers it, configured from the module's environment. */
export function trialsFeature(
  env: Record<string, string | undefined>,
  salesInbox: string,
): FastifyPluginAsync<ServicePluginOptions<RatpakDatabase>> {
  return async (app, { db }) => {
    const settings = trialsSettingsFromEnv(env);
    const trials = createTrialsService(db.withTables<{ 'ratpak.trials': TrialTable }>(), {
      salesInbox,
    });
    await app.register(trialRoutes, { trials, internalApiToken: settings.internalApiToken });
  };
}
