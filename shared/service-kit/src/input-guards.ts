import { errorCodeForStatus, errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { errorBody } from './error-body.js';
import { HttpError } from './http-error.js';

/** Deepest nesting searched; request bodies are small, and the JSON parser already bounds them. */
const maxDepth = 64;

/** A UTF-16 surrogate without its partner: JSON can spell one (`"\ud800"`), but it is not text. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogateAll = new RegExp(loneSurrogate.source, 'g');

/**
 * Why a string cannot be stored as sent, if it cannot: PostgreSQL refuses NUL in text and a lone
 * surrogate in jsonb (a 500), and would silently store U+FFFD for a lone surrogate in text.
 */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return genericMessages.nulCharacter;
  if (loneSurrogate.test(text)) return genericMessages.invalidUnicode;
  return null;
}

/** Dotted paths ('name', 'tags.1') of every string, or key, in `value` that cannot be stored, with the reason. */
export function unstorableText(
  value: unknown,
  path: string[] = [],
  found: Record<string, string> = {},
  depth = 0,
): Record<string, string> {
  if (typeof value === 'string') {
    const reason = unstorable(value);
    if (reason) found[path.join('.') || 'body'] = reason;
    // A raw body (a signed webhook) is bytes, not text: walking it would visit every byte.
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && depth < maxDepth) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      const reason = unstorable(key);
      // The field name is echoed in the answer: without the characters it is refused for.
      if (reason) found[childPath.join('.').replaceAll('\u0000', '').replace(loneSurrogateAll, '')] = reason;
      unstorableText(child, childPath, found, depth + 1);
    }
  }
  return found;
}

/**
 * preValidation hook: text PostgreSQL cannot store as sent (a NUL character, a lone surrogate) is
 * refused up front, whatever the route's schema, instead of failing later as a 500 or a changed value.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const fields = {
    ...unstorableText(request.body),
    ...unstorableText(request.query),
    ...unstorableText(request.params),
  };
  const reasons = Object.values(fields);
  if (reasons.length === 0) return;
  const message = reasons.includes(genericMessages.nulCharacter)
    ? genericMessages.nulCharacter
    : genericMessages.invalidUnicode;
  throw new HttpError(400, errorCodes.badRequest, message, fields);
}

/**
 * Answers unknown paths with 404 and known paths asked with another method with 405 and `Allow`,
 * from a copy of the host's route table kept as routes are added (Fastify's router only says "no").
 */
export function methodAwareNotFound(app: FastifyInstance) {
  const routes = FindMyWay({ ignoreTrailingSlash: app.initialConfig.ignoreTrailingSlash ?? false });
  const known = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (known.has(key)) continue;
      known.add(key);
      routes.on(method as HTTPMethod, route.url, () => {});
    }
  });
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0] ?? '/';
    const allowed: string[] = [];
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      if (routes.find(method, path)) allowed.push(method);
    }
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(errorCodes.methodNotAllowed, genericMessages.methodNotAllowed));
    }
    return reply.status(404).send(errorBody(errorCodes.notFound, genericMessages.notFound));
  };
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400) or has an over-long
 * parameter (414) is answered in the standard shape, without echoing the path back.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? genericMessages.uriTooLong : genericMessages.badUrl;
  reply.status(status).send(errorBody(errorCodeForStatus(status), message));
}
