import {
  ratpakTrialRoutePatterns,
  trialParamsSchema,
  trialRecordedSchema,
  trialStateSchema,
} from '@gbc/contracts/ratpak';
import { acceptInternalCallers } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrialsService } from './trials.service.js';

export interface TrialRoutesOptions {
  trials: TrialsService;
  internalApiToken: string;
}

/** Plan provisioning: the payments service puts each plan subscription's state (internal token only). */
export const trialRoutes: FastifyPluginAsync<TrialRoutesOptions> = async (
  fastify,
  { trials, internalApiToken },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptInternalCallers(app, internalApiToken);

  app.put(
    ratpakTrialRoutePatterns.trial,
    {
      config: { auth: 'internal' },
      schema: {
        hide: true,
        params: trialParamsSchema,
        body: trialStateSchema,
        response: { 200: trialRecordedSchema },
      },
    },
    async (request) => trials.record(request.params.subscriptionId, request.body),
  );
};
