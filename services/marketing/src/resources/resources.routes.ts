import {
  marketingRoutePatterns,
  resourceDownloadLinkResponseSchema,
  resourceDownloadRequestSchema,
  resourceFileParamsSchema,
  resourceFileQuerySchema,
  resourceNotifyRequestSchema,
  resourceNotifyResponseSchema,
} from '@gbc/contracts/marketing';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResourceService } from './resources.service.js';

export interface ResourceRoutesOptions {
  resources: ResourceService;
}

/** Members-only downloads (a signed link for a member, then the file for the link) and Notify Me. */
export const resourceRoutes: FastifyPluginAsync<ResourceRoutesOptions> = async (fastify, { resources }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    marketingRoutePatterns.resourceDownloadLink,
    {
      // 401 without a valid token, 403 for an account that is not a member.
      config: { ...publicWriteRateLimit, auth: { roles: ['member'] } },
      schema: { body: resourceDownloadRequestSchema, response: { 200: resourceDownloadLinkResponseSchema } },
    },
    async (request) => resources.issueDownloadLink(request.body.resourceId),
  );

  // The link itself is the permission (the browser follows it without the Bearer token): it names one
  // document, expires within minutes, and its signature is checked before the file is read.
  app.get(
    marketingRoutePatterns.resourceFile,
    {
      config: { auth: 'public' },
      schema: { params: resourceFileParamsSchema, querystring: resourceFileQuerySchema },
    },
    async (request, reply) => {
      const { resourceId } = request.params;
      const file = await resources.openDownload(resourceId, request.query.expires, request.query.signature);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${resourceId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.post(
    marketingRoutePatterns.resourceNotify,
    {
      config: { ...publicWriteRateLimit, auth: { roles: [] } },
      schema: { body: resourceNotifyRequestSchema, response: { 200: resourceNotifyResponseSchema } },
    },
    async (request) => {
      // The route's auth check has set the principal: any signed-in account.
      const principal = request.principal;
      if (!principal) throw new Error('resource notify reached without a verified caller');
      return resources.requestNotification(
        { userId: principal.sub, email: principal.email },
        request.body.itemId,
      );
    },
  );
};
