import {
  privacyExportDocumentSchema,
  privacyRequestIdParamsSchema,
  privacyRequestListSchema,
  privacyRequestResponseSchema,
  privacyRequestSchema,
  privacyRoutePatterns,
} from '@gbc/contracts/admin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PrivacyService } from './privacy.service.js';

export interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  /** Starts the new request's steps at once rather than at the next poll. */
  kick: () => void;
}

const auth = { roles: ['admin'], aal: 'aal2' } as const;
const adminOf = (request: FastifyRequest) => ({ email: request.principal?.email ?? null });

/** Export and erase by address, as durable requests (the module's hook marks every answer no-store). */
export const privacyRoutes: FastifyPluginAsync<PrivacyRoutesOptions> = async (fastify, { privacy, kick }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    privacyRoutePatterns.requests,
    {
      config: { auth },
      schema: { body: privacyRequestSchema, response: { 202: privacyRequestResponseSchema } },
    },
    async (request, reply) => {
      const created = await privacy.request(request.body, adminOf(request));
      kick();
      return reply.code(202).send({ request: created });
    },
  );

  app.get(
    privacyRoutePatterns.requests,
    { config: { auth }, schema: { response: { 200: privacyRequestListSchema } } },
    async () => ({ requests: await privacy.latest() }),
  );

  app.get(
    privacyRoutePatterns.request,
    {
      config: { auth },
      schema: { params: privacyRequestIdParamsSchema, response: { 200: privacyRequestResponseSchema } },
    },
    async (request) => ({ request: await privacy.find(request.params.id) }),
  );

  app.get(
    privacyRoutePatterns.download,
    {
      config: { auth },
      schema: { params: privacyRequestIdParamsSchema, response: { 200: privacyExportDocumentSchema } },
    },
    async (request, reply) => {
      const document = await privacy.download(request.params.id, adminOf(request));
      reply.header('content-disposition', `attachment; filename="personal-data-${request.params.id}.json"`);
      return document;
    },
  );
};
