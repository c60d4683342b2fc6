import { serveServiceAlone } from '@gbc/service-kit';
import { createRatpakModule, ratpakSettingsFromEnv } from './index.js';

/** The ratpak service as its own process (cluster topology). */
await serveServiceAlone(createRatpakModule(ratpakSettingsFromEnv()));
