import { internalApiTokenFromEnv, serveServiceAlone } from '@gbc/service-kit';
import { createProgramsModule } from './index.js';

/** The programs service as its own process (cluster topology). */
await serveServiceAlone(
  createProgramsModule({ internalApiToken: () => internalApiTokenFromEnv(process.env) }),
);
