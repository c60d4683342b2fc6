import { createMarketingModule, marketingSettingsFromEnv } from './app.js';

export {
  createMarketingModule,
  type MarketingSettings,
  marketingEnvSchema,
  marketingSettingsFromEnv,
} from './app.js';
export type { Database as MarketingDatabase } from './database.js';

/** The marketing service configured from the environment (PUBLIC_ORIGIN, NEWSLETTER_SECRET). */
export const marketingModule = createMarketingModule(marketingSettingsFromEnv());
