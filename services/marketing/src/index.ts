import type { ServiceModule } from '@gbc/service-kit';
import type { MarketingDatabase } from './database.js';
import { marketingRoutes } from './marketing-routes.js';
import { marketingMigrations } from './migrations/index.js';
import { seedVignettes } from './seed.js';

export type { MarketingDatabase } from './database.js';

/** The marketing service as hosts mount it: schema `marketing`, routes under `/api/marketing`. */
export const marketingModule: ServiceModule<MarketingDatabase> = {
  name: 'marketing',
  plugin: marketingRoutes,
  migrations: marketingMigrations,
  seed: async (db) => {
    await seedVignettes(db);
  },
};
