import {
  surveyResumedSchema,
  surveyResumeMailedSchema,
  surveyResumeMailSchema,
  surveyResumeSchema,
  surveyRoutePatterns,
  surveySavedSchema,
  surveySaveSchema,
  surveyStartedSchema,
  surveySubmitSchema,
  surveySubmittedSchema,
} from '@gbc/contracts/survey';
import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResponsesService } from './responses.service.js';

/** A complete survey with every comment at its limit fits well within this; anything larger is a 413. */
const surveyBodyLimitBytes = 64 * 1024;

/**
 * The survey's own limits per address: a room of participants behind one NAT starts a few dozen
 * responses and saves a step each every little while, far past the 10 a minute of other public
 * writes; a flood from one address still meets them.
 */
export const surveyStartRateLimit = { rateLimit: { max: 30, timeWindow: 60_000 } } as const;
export const surveySaveRateLimit = { rateLimit: { max: 600, timeWindow: 60_000 } } as const;

export interface ResponseRoutesOptions {
  responses: ResponsesService;
}

/** The survey's public writes; none reads `request.ip` or headers, so nothing identifying reaches a table. */
export const responseRoutes: FastifyPluginAsync<ResponseRoutesOptions> = async (fastify, { responses }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const write = (rateLimit: { rateLimit: { max: number; timeWindow: number } }) => ({
    bodyLimit: surveyBodyLimitBytes,
    config: { ...rateLimit, auth: 'public' as const },
  });

  app.post(
    surveyRoutePatterns.responses,
    { ...write(surveyStartRateLimit), schema: { response: { 201: surveyStartedSchema } } },
    async (_request, reply) => reply.code(201).send(await responses.start()),
  );

  app.post(
    surveyRoutePatterns.resume,
    {
      ...write(surveySaveRateLimit),
      schema: { body: surveyResumeSchema, response: { 200: surveyResumedSchema } },
    },
    (request) => responses.resume(request.body.sessionId),
  );

  app.post(
    surveyRoutePatterns.progress,
    {
      ...write(surveySaveRateLimit),
      schema: {
        body: surveySaveSchema,
        response: { 200: surveySavedSchema },
      },
    },
    (request) =>
      responses.save({
        sessionId: request.body.sessionId,
        currentStep: request.body.currentStep,
        sections: request.body.sections as Record<string, unknown>,
      }),
  );

  app.post(
    surveyRoutePatterns.submit,
    {
      ...write(surveySaveRateLimit),
      schema: {
        body: surveySubmitSchema,
        response: { 200: surveySubmittedSchema },
      },
    },
    (request) => responses.submit(request.body.sessionId, request.body.sections),
  );

  app.post(
    surveyRoutePatterns.resumeMail,
    {
      ...write(publicWriteRateLimit),
      schema: {
        body: surveyResumeMailSchema,
        response: { 202: surveyResumeMailedSchema },
      },
    },
    async (request, reply) => {
      await responses.mailResumeLink(request.body.sessionId, request.body.email);
      return reply.code(202).send({ status: 'queued' as const });
    },
  );
};
