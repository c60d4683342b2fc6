import { programsRoutePatterns } from '@gbc/contracts/programs';
import type { FastifyPluginAsync } from 'fastify';
import type { BrochuresService } from './brochures.service.js';

export interface BrochureRoutesOptions {
  brochures: BrochuresService;
}

/** The program brochures, public downloads. */
export const brochureRoutes: FastifyPluginAsync<BrochureRoutesOptions> = async (app, { brochures }) => {
  app.get<{ Params: { program: string } }>(
    programsRoutePatterns.brochure,
    { config: { auth: 'public' } },
    async (request, reply) => {
      const file = await brochures.open(request.params.program);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.bytes);
    },
  );
};
