import { serveServiceAlone } from '@gbc/service-kit';
import { paymentsModule } from './index.js';

/** The payments service as its own process (cluster topology). */
await serveServiceAlone(paymentsModule);
