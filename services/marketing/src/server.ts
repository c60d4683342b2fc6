import { serveServiceAlone } from '@gbc/service-kit';
import { createMarketingModule, marketingSettingsFromEnv } from './index.js';

/** The marketing service as its own process (cluster topology), configured from the environment. */
await serveServiceAlone(createMarketingModule(marketingSettingsFromEnv()));
