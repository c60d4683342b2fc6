import { errorCodeForStatus, errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
  isUnstorableText,
} from './database-errors.js';
import { errorBody } from './error-body.js';
import { HttpError } from './http-error.js';

/** Maps each invalid field path ('limit', 'tags.0') to its schema message; the first message per field wins. */
export function fieldsFromValidation(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.') || context || 'request';
    fields[path] ??= issue.message ?? genericMessages.invalidInput;
  }
  return fields;
}

/**
 * The host's error handler: validation errors become 400 with per-field messages, HttpErrors and
 * Fastify's own client errors keep their status and message, everything else is a logged 500 whose
 * details never reach the client.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsFromValidation(error.validation, error.validationContext);
    const message = Object.values(fields)[0] ?? genericMessages.invalidInput;
    return reply.status(400).send(errorBody(errorCodes.badRequest, message, fields));
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 413) {
    return reply.status(413).send(errorBody(errorCodes.payloadTooLarge, genericMessages.payloadTooLarge));
  }
  if (statusCode === 415) {
    return reply
      .status(415)
      .send(errorBody(errorCodes.unsupportedMediaType, genericMessages.unsupportedMediaType));
  }
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (malformed JSON, a bad header) are safe to show.
    return reply.status(statusCode).send(errorBody(errorCodeForStatus(statusCode), error.message));
  }
  if (isUnstorableText(error)) {
    return reply.status(400).send(errorBody(errorCodes.badRequest, genericMessages.unstorableText));
  }
  if (isDatabaseUnavailable(error)) {
    // Expected during an outage, once per request: the reason is enough, the stack says nothing new.
    request.log.warn({ reason: error.message }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(databaseRetryAfterSeconds))
      .send(errorBody(errorCodes.unavailable, databaseUnavailableMessage));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody(errorCodes.internal, genericMessages.internal));
}
