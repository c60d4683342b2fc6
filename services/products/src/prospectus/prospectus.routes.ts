import { membershipProspectus, productsRoutePatterns } from '@gbc/contracts/products';
import type { FastifyPluginAsync } from 'fastify';
import type { ProspectusService } from './prospectus.service.js';

export interface ProspectusRoutesOptions {
  prospectus: ProspectusService;
}

/** The membership prospectus, a public download. */
export const prospectusRoutes: FastifyPluginAsync<ProspectusRoutesOptions> = async (app, { prospectus }) => {
  app.get(productsRoutePatterns.prospectus, { config: { auth: 'public' } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${membershipProspectus.fileName}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(await prospectus.open()),
  );
};
