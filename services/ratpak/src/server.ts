import { serveServiceAlone } from '@gbc/service-kit';
import { createRatpakModule } from './index.js';

/** The ratpak service as its own process (cluster topology). */
await serveServiceAlone(createRatpakModule());
