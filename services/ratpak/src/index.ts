import { brand } from '@gbc/brand';
import { isEmailAddress } from '@gbc/contracts';
import { adminEarlyAccessRequestSchema } from '@gbc/contracts/early-access';
import {
  adminDemoBookingSchema,
  adminRatpakLeadSchema,
  demoBookingRecordsExportQuerySchema,
  demoBookingRecordsListQuerySchema,
  ratpakAccessRequestRecordsExportQuerySchema,
  ratpakAccessRequestRecordsListQuerySchema,
  ratpakLeadRecordsExportQuerySchema,
  ratpakLeadRecordsListQuerySchema,
} from '@gbc/contracts/ratpak';
import {
  adminRecordRoutes,
  internalApiTokenFromEnv,
  loadConfig,
  personalDataRoutes,
  type ServiceDefinition,
  type ServiceModule,
} from '@gbc/service-kit';
import { z } from 'zod';
import { accessRequestRoutes } from './access-requests/access-requests.routes.js';
import { createAccessRequestService } from './access-requests/access-requests.service.js';
import { createRatpakRecordReaders } from './admin-records/admin-records.service.js';
import type { RatpakDatabase } from './database.js';
import { demoRoutes } from './demo/demo.routes.js';
import { createDemoService } from './demo/demo.service.js';
import { leadRoutes } from './leads/leads.routes.js';
import { createLeadsService } from './leads/leads.service.js';
import { ratpakMigrations } from './migrations/index.js';
import { createRatpakPersonalData } from './personal-data/personal-data.service.js';
import { trialsFeature } from './trials/trials.feature.js';

export type { RatpakDatabase } from './database.js';

/** The ratpak service's own environment, beside the service kit's. */
export const ratpakEnvSchema = z.object({
  /** Origin of the public site, for the links in mails and calendar entries. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) URL' })
    .default('http://localhost:8080'),
  /** Where leads, demo bookings, early-access requests and new trials are announced; the default reaches the mail catcher of `npm start`. */
  SALES_INBOX: z
    .string()
    .refine(isEmailAddress, 'SALES_INBOX must be an e-mail address')
    .default(brand.contactEmail),
});

export interface RatpakSettings {
  publicOrigin: string;
  salesInbox: string;
  /** The clock of demo slots (tests move it). */
  now?: () => Date;
}

export function ratpakSettingsFromEnv(env?: Record<string, string | undefined>): RatpakSettings {
  const config = loadConfig(ratpakEnvSchema, env);
  return { publicOrigin: config.PUBLIC_ORIGIN, salesInbox: config.SALES_INBOX };
}

/** The ratpak service as hosts mount it: schema `ratpak`, routes under `ratpakApi.prefix`. */
export function createRatpakModule(
  settings: RatpakSettings,
  /** What the trials feature reads its own settings from. */
  env: Record<string, string | undefined> = process.env,
): ServiceModule<RatpakDatabase> {
  return {
    name: 'ratpak',
    migrations: ratpakMigrations,
    plugin: async (app, { db }) => {
      await app.register(leadRoutes, { leads: createLeadsService(db, { salesInbox: settings.salesInbox }) });
      await app.register(accessRequestRoutes, {
        accessRequests: createAccessRequestService(db, { salesInbox: settings.salesInbox }),
      });
      await app.register(demoRoutes, { demo: createDemoService(db, settings) });
      await app.register(trialsFeature(env, settings.salesInbox), { db });
      const records = createRatpakRecordReaders(db);
      await app.register(adminRecordRoutes(), {
        reader: records.leads,
        listQuery: ratpakLeadRecordsListQuerySchema,
        exportQuery: ratpakLeadRecordsExportQuerySchema,
        item: adminRatpakLeadSchema,
      });
      await app.register(adminRecordRoutes(), {
        reader: records.demoBookings,
        listQuery: demoBookingRecordsListQuerySchema,
        exportQuery: demoBookingRecordsExportQuerySchema,
        item: adminDemoBookingSchema,
      });
      await app.register(adminRecordRoutes(), {
        reader: records.accessRequests,
        listQuery: ratpakAccessRequestRecordsListQuerySchema,
        exportQuery: ratpakAccessRequestRecordsExportQuerySchema,
        item: adminEarlyAccessRequestSchema,
      });
      await app.register(personalDataRoutes, {
        personalData: createRatpakPersonalData(db),
        internalApiToken: internalApiTokenFromEnv(env),
      });
    },
  };
}

/** How hosts that discover this service (deploy, the test set-up) configure it from their environment. */
export const serviceDefinition: ServiceDefinition = {
  moduleFromEnv: (env) => createRatpakModule(ratpakSettingsFromEnv(env), env),
};
