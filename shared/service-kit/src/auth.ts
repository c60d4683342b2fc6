import { createPublicKey, type KeyObject } from 'node:crypto';
import {
  type AccessTokenAlgorithm,
  type AccessTokenClaims,
  accessTokenAlgorithms,
  accessTokenAudience,
  accessTokenClaimsSchema,
  accessTokenClockSkewSeconds,
  accessTokenIssuer,
  accessTokenMaxAgeSeconds,
  accessTokenType,
  authMessages,
  errorCodes,
  genericMessages,
  type UserRole,
} from '@gbc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
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
  /** PEM public key of the identity service (Ed25519, P-256 or RSA). */
  publicKey?: string;
  /** The identity service's JWKS document; keys are fetched, cached and chosen by the token's `kid`. */
  jwksUrl?: string;
}

/** The one algorithm a PEM key can verify, so a token cannot pick another (e.g. HS256 keyed with the public key). */
function algorithmOfKey(key: KeyObject): AccessTokenAlgorithm {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  throw new Error(
    `AUTH_PUBLIC_KEY must be an Ed25519, P-256 or RSA public key (got ${key.asymmetricKeyType ?? 'unknown'})`,
  );
}

interface Verifier {
  key: KeyObject | JWTVerifyGetKey;
  algorithms: AccessTokenAlgorithm[];
  remote: boolean;
}

/** Codes of jose errors that mean the JWKS could not be fetched or read, rather than a bad token. */
const keySetUnavailableCodes = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/** True when verification failed because the key set was out of reach (the token may be fine). */
const isKeySetUnavailable = (error: unknown) =>
  !(error instanceof errors.JOSEError) || keySetUnavailableCodes.has(error.code);

function verifierFor({ publicKey, jwksUrl }: AuthOptions): Verifier | null {
  if (jwksUrl) {
    // jose refetches at most every 30 s when a token names an unknown kid (key rotation).
    return {
      key: createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60_000 }),
      algorithms: [...accessTokenAlgorithms],
      remote: true,
    };
  }
  if (publicKey) {
    const key = createPublicKey(publicKey);
    return { key, algorithms: [algorithmOfKey(key)], remote: false };
  }
  return null;
}

const unauthorized = () => new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

const auth: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const verifier = verifierFor(options);
  app.decorateRequest('principal', null);
  app.decorate('verifyAccessToken', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!verifier || !token) throw unauthorized();
    let payload: unknown;
    try {
      const verified = await jwtVerify(token, verifier.key as KeyObject, {
        algorithms: verifier.algorithms,
        issuer: accessTokenIssuer,
        audience: accessTokenAudience,
        typ: accessTokenType,
        clockTolerance: accessTokenClockSkewSeconds,
        // Also requires `iat` and rejects one further in the future than the tolerated skew.
        maxTokenAge: accessTokenMaxAgeSeconds,
        requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
      });
      payload = verified.payload;
    } catch (error) {
      if (verifier.remote && isKeySetUnavailable(error)) {
        // Not the client's fault: a 401 would make it discard a token that may well be valid.
        request.log.error({ err: error }, 'access token not verified: JWKS unavailable');
        throw new HttpError(503, errorCodes.unavailable, genericMessages.unavailable);
      }
      request.log.info(
        { reason: error instanceof Error ? error.message : String(error) },
        'access token rejected',
      );
      throw unauthorized();
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw unauthorized();
    return claims.data;
  });
};

/** Token verification shared by every service on the host (hence fastify-plugin). */
export const authPlugin = fp(auth, { name: '@gbc/service-kit/auth', fastify: '5.x' });

export type RoleCheck = ((request: FastifyRequest) => Promise<void>) & { readonly requiredRole: UserRole };

/**
 * Hook for `onRequest` (preferred: rejects before the body is read) or `preHandler`:
 * 401 without a valid token, 403 when the token lacks `role`. The hook names its role, so the host
 * can tell admin routes apart (they are left out of the public OpenAPI document).
 */
export function requireRole(role: UserRole): RoleCheck {
  async function checkRole(request: FastifyRequest): Promise<void> {
    const claims = await request.server.verifyAccessToken(request);
    if (!claims.roles.includes(role)) {
      throw new HttpError(403, errorCodes.forbidden, authMessages.forbidden);
    }
    request.principal = claims;
  }
  return Object.assign(checkRole, { requiredRole: role });
}

/** The roles a route's hooks require (see `requireRole`). */
export function requiredRolesOf(route: { onRequest?: unknown; preHandler?: unknown }): UserRole[] {
  const hooks = [route.onRequest, route.preHandler].flat();
  return hooks.flatMap((hook) =>
    typeof hook === 'function' && 'requiredRole' in hook ? [hook.requiredRole as UserRole] : [],
  );
}
