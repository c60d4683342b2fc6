import { brand } from '@gbc/brand';
import { isEmailAddress } from '@gbc/contracts';
import { adminEarlyAccessRequestSchema } from '@gbc/contracts/early-access';
import {
  productsAccessRequestRecordsExportQuerySchema,
  productsAccessRequestRecordsListQuerySchema,
} from '@gbc/contracts/products';
import type { ServiceModule } from '@gbc/service-kit';
import { adminRecordRoutes, internalApiTokenFromEnv, loadConfig, personalDataRoutes } from '@gbc/service-kit';
import { z } from 'zod';
import { accessRequestRecords, createProductsPersonalData } from './access-requests/access-requests.admin.js';
import { accessRequestRoutes } from './access-requests/access-requests.routes.js';
import { createAccessRequestService } from './access-requests/access-requests.service.js';
import type { ProductsDatabase } from './database.js';
import { productsMigrations } from './migrations/index.js';
import { defaultProspectusDir } from './prospectus/prospectus.files.js';
import { prospectusRoutes } from './prospectus/prospectus.routes.js';
import { createProspectusService } from './prospectus/prospectus.service.js';

/** The products service's own environment, beside the service kit's. */
export const productsEnvSchema = z.object({
  /** Where early-access requests are sent; the default reaches the mail catcher of `npm start`. */
  SALES_INBOX: z
    .string()
    .refine(isEmailAddress, 'SALES_INBOX must be an e-mail address')
    .default(brand.contactEmail),
});

export interface ProductsSettings {
  /** Where early-access requests go (SALES_INBOX); the brand's contact address by default. */
  salesInbox?: string;
  /** Where the build wrote the prospectus (default: the service's `dist/prospectus`). */
  prospectusDir?: string;
  /** The services' shared token for internal calls (the admin service's personal-data job), read on mount. */
  internalApiToken?: () => string;
}

export function productsSettingsFromEnv(env?: Record<string, string | undefined>): ProductsSettings {
  return {
    salesInbox: loadConfig(productsEnvSchema, env).SALES_INBOX,
    internalApiToken: () => internalApiTokenFromEnv(env ?? process.env),
  };
}

/** The products service as hosts mount it: schema `products`, routes under `productsApi.prefix`. */
export function createProductsModule(settings: ProductsSettings = {}): ServiceModule<ProductsDatabase> {
  return {
    name: 'products',
    migrations: productsMigrations,
    plugin: async (app, { db }) => {
      await app.register(accessRequestRoutes, {
        accessRequests: createAccessRequestService(db, {
          salesInbox: settings.salesInbox ?? brand.contactEmail,
        }),
      });
      await app.register(prospectusRoutes, {
        prospectus: createProspectusService(settings.prospectusDir ?? defaultProspectusDir),
      });
      await app.register(adminRecordRoutes(), {
        reader: accessRequestRecords(db),
        listQuery: productsAccessRequestRecordsListQuerySchema,
        exportQuery: productsAccessRequestRecordsExportQuerySchema,
        item: adminEarlyAccessRequestSchema,
      });
      await app.register(personalDataRoutes, {
        personalData: createProductsPersonalData(db),
        internalApiToken: (settings.internalApiToken ?? (() => internalApiTokenFromEnv(process.env)))(),
      });
    },
  };
}
