import { serveServiceAlone } from '@gbc/service-kit';
import { createProductsModule, productsSettingsFromEnv } from './index.js';

/** The products service as its own process (cluster topology). */
await serveServiceAlone(createProductsModule(productsSettingsFromEnv()));
