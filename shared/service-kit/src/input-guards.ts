import { errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { errorBody } from './error-body.js';
import { HttpError } from './http-error.js';

/** Deepest nesting searched; request bodies are small, and the JSON parser already bounds them. */
const maxDepth = 64;

/** Dotted paths ('name', 'tags.1') of every string, or key, in `value` that holds a NUL character. */
export function pathsWithNul(value: unknown, path: string[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || 'body');
  } else if (value !== null && typeof value === 'object' && depth < maxDepth) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      if (key.includes('\u0000')) found.push(childPath.join('.').replaceAll('\u0000', ''));
      pathsWithNul(child, childPath, found, depth + 1);
    }
  }
  return found;
}

/**
 * preValidation hook: text with a NUL character is refused up front, whatever the route's schema,
 * because PostgreSQL cannot store it (the insert would fail as a 500).
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const paths = [
    ...pathsWithNul(request.body),
    ...pathsWithNul(request.query),
    ...pathsWithNul(request.params),
  ];
  if (paths.length === 0) return;
  const fields = Object.fromEntries(paths.map((path) => [path, genericMessages.nulCharacter]));
  throw new HttpError(400, errorCodes.badRequest, genericMessages.nulCharacter, fields);
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
