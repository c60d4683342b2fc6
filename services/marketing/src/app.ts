import { brand } from '@gbc/brand';
import { isEmailAddress } from '@gbc/contracts';
import {
  adminContactMessageSchema,
  adminEventRegistrationSchema,
  adminVignetteSummarySchema,
  allEvents,
  contactMessageRecordsExportQuerySchema,
  contactMessageRecordsListQuerySchema,
  type EventRecord,
  eventRegistrationRecordsExportQuerySchema,
  eventRegistrationRecordsListQuerySchema,
  vignetteRecordsExportQuerySchema,
  vignetteRecordsListQuerySchema,
} from '@gbc/contracts/marketing';
import type { ServiceModule, ServicePluginOptions } from '@gbc/service-kit';
import {
  adminRecordRoutes,
  feedRoutes,
  internalApiTokenFromEnv,
  loadConfig,
  personalDataRoutes,
} from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createMarketingRecordReaders } from './admin-records/admin-records.service.js';
import { contactRoutes } from './contact/contact.routes.js';
import { createContactService } from './contact/contact.service.js';
import type { Database } from './database.js';
import { eventRoutes } from './events/events.routes.js';
import { createEventService } from './events/events.service.js';
import { eventsFeed } from './feeds/events.feed.js';
import { vignettesFeed } from './feeds/vignettes.feed.js';
import { marketingMigrations } from './migrations/index.js';
import { startConsentRetention } from './newsletter/newsletter.retention.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { createNewsletterService } from './newsletter/newsletter.service.js';
import { createUnsubscribeSigner } from './newsletter/newsletter.tokens.js';
import { pageMetaRoutes } from './page-meta/page-meta.routes.js';
import { createPageMetaService } from './page-meta/page-meta.service.js';
import { createMarketingPersonalData } from './personal-data/personal-data.service.js';
import { defaultResourceFilesDir } from './resources/resources.files.js';
import { createDownloadLinkSigner } from './resources/resources.links.js';
import { resourceRoutes } from './resources/resources.routes.js';
import { createResourceService } from './resources/resources.service.js';
import { createVignetteReadCache } from './vignettes/vignettes.cache.js';
import { vignetteRoutes } from './vignettes/vignettes.routes.js';
import { seedVignettes } from './vignettes/vignettes.seed.js';
import { createVignetteService } from './vignettes/vignettes.service.js';

/** How long a start waits for the change listener before serving with the read cache bypassed. */
const listenerStartMs = 2000;

/** The marketing service's own environment, beside the service kit's. */
export const marketingEnvSchema = z.object({
  /** Origin of the public site, for the links in newsletter mails. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) URL' })
    .default('http://localhost:8080'),
  /**
   * Key that signs unsubscribe links. Unset: a key generated once and kept in the database, which
   * suits one database; set it when several deployments must accept each other's links.
   */
  NEWSLETTER_SECRET: z.string().min(32, 'NEWSLETTER_SECRET must be at least 32 characters').optional(),
  /** Key that signs resource download links; unset, a key generated once and kept in the database. */
  RESOURCES_SECRET: z.string().min(32, 'RESOURCES_SECRET must be at least 32 characters').optional(),
  /** Where contact form messages are sent; the default reaches the mail catcher of `npm start`. */
  CONTACT_INBOX: z
    .string()
    .refine(isEmailAddress, 'CONTACT_INBOX must be an e-mail address')
    .default(brand.contactEmail),
});

export interface MarketingSettings {
  publicOrigin: string;
  newsletterSecret?: string | undefined;
  /** Runs the consent retention sweep in this process (default true; tests sweep by hand). */
  consentRetention?: boolean;
  resourcesSecret?: string | undefined;
  /** Where the build wrote the members-only PDFs (default: the service's `dist/resources`). */
  resourceFilesDir?: string;
  /** The clock of resource download links (tests move it to expire a link). */
  now?: () => Date;
  /** The events open for registration and More Info (default `allEvents`; tests pass small capacities). */
  events?: readonly EventRecord[];
  /** Where contact form messages go (CONTACT_INBOX); the brand's contact address by default. */
  contactInbox?: string;
  /** The services' shared token for internal calls, read on mount; default: INTERNAL_API_TOKEN or `.data`'s. */
  internalApiToken?: () => string;
}

export function marketingSettingsFromEnv(env?: Record<string, string | undefined>): MarketingSettings {
  const config = loadConfig(marketingEnvSchema, env);
  return {
    publicOrigin: config.PUBLIC_ORIGIN,
    newsletterSecret: config.NEWSLETTER_SECRET,
    resourcesSecret: config.RESOURCES_SECRET,
    contactInbox: config.CONTACT_INBOX,
    internalApiToken: () => internalApiTokenFromEnv(env ?? process.env),
  };
}

/**
 * Every route of the marketing service, and its in-process consent retention job. The services are
 * built here on the database; route plugins get only the services (and the read cache of answers).
 */
export function marketingApp(
  settings: MarketingSettings,
): FastifyPluginAsync<ServicePluginOptions<Database>> {
  return async (app, { db, changes }) => {
    if (!changes)
      throw new Error('The marketing service needs the change listener that buildServiceHost passes.');
    const readCache = createVignetteReadCache(changes);
    // Serving starts with the cache in use when the database answers; else it is bypassed until then.
    app.addHook('onReady', async () => {
      await changes.whenListening(listenerStartMs);
    });
    const context = {
      publicOrigin: settings.publicOrigin,
      signer: createUnsubscribeSigner(db, settings.newsletterSecret),
    };
    const vignettes = createVignetteService(db, readCache);
    await app.register(vignetteRoutes, { vignettes, readCache });
    await app.register(newsletterRoutes, { newsletter: createNewsletterService(db, context) });
    await app.register(pageMetaRoutes, { pageMeta: createPageMetaService(db), readCache });
    await app.register(feedRoutes, {
      feeds: [
        vignettesFeed(vignettes, settings.publicOrigin),
        eventsFeed(settings.events ?? allEvents, settings.publicOrigin),
      ],
      readCache,
    });
    const resources = createResourceService(db, {
      signer: createDownloadLinkSigner(db, settings.resourcesSecret),
      filesDir: settings.resourceFilesDir ?? defaultResourceFilesDir,
      ...(settings.now ? { now: settings.now } : {}),
    });
    await app.register(resourceRoutes, { resources });
    await app.register(eventRoutes, {
      events: createEventService(db, {
        publicOrigin: settings.publicOrigin,
        events: settings.events ?? allEvents,
      }),
    });
    await app.register(contactRoutes, {
      contact: createContactService(db, { inbox: settings.contactInbox ?? brand.contactEmail }),
    });
    const records = createMarketingRecordReaders(db);
    await app.register(adminRecordRoutes(), {
      reader: records.contactMessages,
      listQuery: contactMessageRecordsListQuerySchema,
      exportQuery: contactMessageRecordsExportQuerySchema,
      item: adminContactMessageSchema,
    });
    await app.register(adminRecordRoutes(), {
      reader: records.eventRegistrations,
      listQuery: eventRegistrationRecordsListQuerySchema,
      exportQuery: eventRegistrationRecordsExportQuerySchema,
      item: adminEventRegistrationSchema,
    });
    await app.register(adminRecordRoutes(), {
      reader: records.vignettes,
      listQuery: vignetteRecordsListQuerySchema,
      exportQuery: vignetteRecordsExportQuerySchema,
      item: adminVignetteSummarySchema,
    });
    await app.register(personalDataRoutes, {
      personalData: createMarketingPersonalData(db),
      internalApiToken: (settings.internalApiToken ?? (() => internalApiTokenFromEnv(process.env)))(),
    });
    if (settings.consentRetention !== false) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startConsentRetention(db, app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }
  };
}

/** The marketing service as hosts mount it: schema `marketing`, routes under `marketingApiPrefix`. */
export function createMarketingModule(settings: MarketingSettings): ServiceModule<Database> {
  return {
    name: 'marketing',
    plugin: marketingApp(settings),
    migrations: marketingMigrations,
    seed: async (db) => {
      await seedVignettes(db);
    },
  };
}
