import type { ServiceDefinition } from '@gbc/service-kit';
import { createMarketingModule, marketingSettingsFromEnv } from './app.js';

export {
  createMarketingModule,
  type MarketingSettings,
  marketingEnvSchema,
  marketingSettingsFromEnv,
} from './app.js';
export type { Database as MarketingDatabase } from './database.js';

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createMarketingModule(marketingSettingsFromEnv(env)),
};
