import { serveServiceAlone } from '@gbc/service-kit';
import { createAdminModule } from './index.js';

/** The admin service as its own process (cluster topology). */
await serveServiceAlone(createAdminModule());
