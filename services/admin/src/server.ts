import { serveServiceAlone } from '@gbc/service-kit';
import { serviceDefinition } from './index.js';

/** The admin service as its own process (cluster topology). */
await serveServiceAlone(serviceDefinition.moduleFromEnv(process.env));
