import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * True when the request carries `Authorization: Bearer <internal token>`; decorated by
     * `acceptInternalCallers` in the scope of a service's `'internal'` routes.
     */
    isInternalCaller?: (request: FastifyRequest) => boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Lets the routes this scope declares with `config: { auth: 'internal' }` admit other services
 * holding `token` (INTERNAL_API_TOKEN, see `resolveInternalApiToken`). Call it before those routes
 * are added: the auth plugin looks for it when it records each route, and refuses to start without it.
 */
export function acceptInternalCallers(scope: FastifyInstance, token: string): void {
  const expected = digest(`Bearer ${token}`);
  scope.decorate('isInternalCaller', (request: FastifyRequest) => {
    const given = request.headers.authorization;
    // Digests have one length, so the comparison takes the same time whatever was sent.
    return given !== undefined && timingSafeEqual(digest(given), expected);
  });
}
