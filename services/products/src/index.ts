import type { ServiceDefinition } from '@gbc/service-kit';
import { createProductsModule, productsSettingsFromEnv } from './app.js';

export {
  createProductsModule,
  type ProductsSettings,
  productsEnvSchema,
  productsSettingsFromEnv,
} from './app.js';
export type { ProductsDatabase } from './database.js';

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createProductsModule(productsSettingsFromEnv(env)),
};
