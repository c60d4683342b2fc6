import { serveServiceAlone } from '@gbc/service-kit';
import { marketingModule } from './index.js';

/** The marketing service as its own process (cluster topology). */
await serveServiceAlone(marketingModule);
