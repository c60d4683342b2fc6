export {
  createMarketingModule,
  type MarketingSettings,
  marketingEnvSchema,
  marketingSettingsFromEnv,
} from './app.js';
export type { Database as MarketingDatabase } from './database.js';
