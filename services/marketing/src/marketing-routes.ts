import type { ServicePluginOptions } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { MarketingDatabase } from './database.js';
import { newsletterRoutes } from './newsletter-routes.js';
import { vignetteRoutes } from './vignette-routes.js';

/** Every route of the marketing service. */
export const marketingRoutes: FastifyPluginAsync<ServicePluginOptions<MarketingDatabase>> = async (
  app,
  options,
) => {
  await app.register(vignetteRoutes, options);
  await app.register(newsletterRoutes, options);
};
