import {
  programsRoutePatterns,
  storyIdParamsSchema,
  storyModerationResponseSchema,
  storyRejectionSchema,
  storySubmissionSchema,
  storySubmittedSchema,
} from '@gbc/contracts/programs';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StoriesService } from './stories.service.js';

/** A story's fields at their limits, escaped, fit well within this; anything larger is a 413. */
const storyBodyLimitBytes = 32 * 1024;

export interface StoryRoutesOptions {
  stories: StoriesService;
}

const adminAuth = { roles: ['admin'], aal: 'aal2' } as const;

/** The public story form's write, and the admin moderation of stories. */
export const storyRoutes: FastifyPluginAsync<StoryRoutesOptions> = async (fastify, { stories }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    programsRoutePatterns.stories,
    {
      bodyLimit: storyBodyLimitBytes,
      config: { ...publicWriteRateLimit, auth: 'public' },
      schema: { body: storySubmissionSchema, response: { 201: storySubmittedSchema } },
    },
    async (request, reply) => reply.code(201).send(await stories.submit(request.body)),
  );

  app.post(
    programsRoutePatterns.storyApproval,
    {
      config: { auth: adminAuth },
      schema: { params: storyIdParamsSchema, response: { 200: storyModerationResponseSchema } },
    },
    async (request) => ({
      story: await stories.review(
        request.params.id,
        { kind: 'approve' },
        { email: request.principal?.email ?? null },
      ),
    }),
  );

  app.post(
    programsRoutePatterns.storyRejection,
    {
      config: { auth: adminAuth },
      schema: {
        params: storyIdParamsSchema,
        body: storyRejectionSchema,
        response: { 200: storyModerationResponseSchema },
      },
    },
    async (request) => ({
      story: await stories.review(
        request.params.id,
        { kind: 'reject', reason: request.body.reason },
        { email: request.principal?.email ?? null },
      ),
    }),
  );
};
