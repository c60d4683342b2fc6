import '@fastify/jwt';
import fastifyJwt from '@fastify/jwt';
import {
  type AccessTokenClaims,
  accessTokenClaimsSchema,
  authMessages,
  errorCodes,
  type UserRole,
} from '@gbc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Claims of the request's verified Bearer token; throws a 401 HttpError when there is none valid. */
    verifyAccessToken(request: FastifyRequest): Promise<AccessTokenClaims>;
  }
  interface FastifyRequest {
    /** Set by `requireRole` once the token is verified; null on anonymous requests. */
    principal: AccessTokenClaims | null;
  }
}

export interface AuthOptions {
  /** PEM public key of the identity service (RS256 or EdDSA). Without it every protected route answers 401. */
  publicKey?: string;
}

/** Only asymmetric algorithms: services can verify but never mint tokens, and `none` is never accepted. */
const acceptedAlgorithms = ['RS256', 'EdDSA'] as const;

const unauthorized = () => new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);

const auth: FastifyPluginAsync<AuthOptions> = async (app, { publicKey }) => {
  if (publicKey) {
    await app.register(fastifyJwt, {
      secret: { public: publicKey },
      verify: { algorithms: [...acceptedAlgorithms] },
    });
  }
  app.decorateRequest('principal', null);
  app.decorate('verifyAccessToken', async (request: FastifyRequest) => {
    if (!publicKey) throw unauthorized();
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw unauthorized();
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw unauthorized();
    return claims.data;
  });
};

/** Token verification shared by every service on the host (hence fastify-plugin). */
export const authPlugin = fp(auth, { name: '@gbc/service-kit/auth', fastify: '5.x' });

/**
 * Hook for `onRequest` (preferred: rejects before the body is read) or `preHandler`:
 * 401 without a valid token, 403 when the token lacks `role` (or, for `admin`, the second factor).
 */
export function requireRole(role: UserRole) {
  return async function checkRole(request: FastifyRequest): Promise<void> {
    const claims = await request.server.verifyAccessToken(request);
    if (!claims.roles.includes(role)) {
      throw new HttpError(403, errorCodes.forbidden, authMessages.forbidden);
    }
    // Admins must have passed their second factor in this session (issue 8: aal2 for the admin role).
    if (role === 'admin' && claims.aal !== 'aal2') {
      throw new HttpError(403, errorCodes.forbidden, authMessages.secondFactorRequired);
    }
    request.principal = claims;
  };
}
