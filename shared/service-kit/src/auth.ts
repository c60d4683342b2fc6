import fastifyJwt, { type TokenOrHeader } from '@fastify/jwt';
import {
  type AccessTokenClaims,
  accessTokenAlgorithm,
  accessTokenAudience,
  accessTokenClaimsSchema,
  accessTokenClockSkewSeconds,
  accessTokenIssuer,
  accessTokenMaxAgeSeconds,
  accessTokenType,
  authMessages,
  errorCodes,
} from '@gbc/contracts';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { type AccessTokenKeyOptions, accessTokenKeyOf } from './auth-keys.js';
import { HttpError } from './http-error.js';
import {
  type DeclaredRouteAuth,
  isAdminRouteAuth,
  type RouteAuth,
  type SignedInRouteAuth,
} from './route-auth.js';

/**
 * A service's further say on a verified caller of its signed-in routes (identity: the token's session
 * is still active, and an admin still holds the role); throws an HttpError to refuse.
 */
export type ConfirmCaller = (
  request: FastifyRequest,
  claims: AccessTokenClaims,
  auth: SignedInRouteAuth,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Claims of the request's verified Bearer token; throws a 401 HttpError when there is none valid. */
    verifyAccessToken(request: FastifyRequest): Promise<AccessTokenClaims>;
    /**
     * What a route declaring `auth` checks (401/403 as HttpErrors), for the public route that acts
     * for a signed-in caller in the one case its body decides (identity's second-factor step-up).
     * Sets `request.principal` and returns it.
     */
    authenticateCaller(request: FastifyRequest, auth: SignedInRouteAuth): Promise<AccessTokenClaims>;
    /** Every route added to the host so far, with the access it declared. */
    declaredRouteAuth(): readonly DeclaredRouteAuth[];
    /** Decorated by a service on its own scope (see `ConfirmCaller`). */
    confirmCaller?: ConfirmCaller;
  }
  interface FastifyRequest {
    /** The verified caller of a signed-in route; null on public and internal routes. */
    principal: AccessTokenClaims | null;
  }
}

export interface AuthOptions extends AccessTokenKeyOptions {
  /** Told of each admin route's refusal (401/403), after the refusal is decided; the host audits them. */
  onRefusedAdminCall?: (request: FastifyRequest, refusal: HttpError) => void;
}

const unauthorized = () => new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);
const forbidden = () => new HttpError(403, errorCodes.forbidden, authMessages.forbidden);

/** The claims of a token @fastify/jwt verified, or null when they are not an access token's. */
function accessTokenClaimsOf(payload: unknown): AccessTokenClaims | null {
  // fast-jwt bounds `iat` from below only (maxAge); a token from the future beyond the skew is refused here.
  const issuedAt = (payload as { iat?: unknown }).iat;
  if (typeof issuedAt !== 'number' || issuedAt > Date.now() / 1000 + accessTokenClockSkewSeconds) return null;
  const claims = accessTokenClaimsSchema.safeParse(payload);
  return claims.success ? claims.data : null;
}

async function verifyAccessToken(request: FastifyRequest): Promise<AccessTokenClaims> {
  let payload: unknown;
  try {
    payload = await request.jwtVerify();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode !== 401) {
      request.log.error({ err: error.cause }, 'access token not verified: JWKS unavailable');
      throw error;
    }
    request.log.info({ reason: (error as Error).message }, 'access token rejected');
    throw unauthorized();
  }
  const claims = accessTokenClaimsOf(payload);
  if (!claims) throw unauthorized();
  return claims;
}

/** The check a route declaring `auth` makes (see `FastifyInstance.authenticateCaller`). */
async function authenticateCaller(
  request: FastifyRequest,
  auth: SignedInRouteAuth,
): Promise<AccessTokenClaims> {
  const claims = await request.server.verifyAccessToken(request);
  if (auth.roles.length > 0 && !auth.roles.some((role) => claims.roles.includes(role))) throw forbidden();
  if (auth.aal === 'aal2' && claims.aal !== 'aal2') {
    throw new HttpError(403, errorCodes.forbidden, authMessages.secondFactorRequired);
  }
  await request.server.confirmCaller?.(request, claims, auth);
  request.principal = claims;
  return claims;
}

function internalCheck(scope: FastifyInstance, route: RouteOptions): onRequestHookHandler {
  const isInternalCaller = scope.isInternalCaller;
  if (!isInternalCaller) {
    throw new Error(
      `${route.method} ${route.url} declares auth 'internal', but its service did not call acceptInternalCallers first`,
    );
  }
  return async function checkInternalCaller(request) {
    if (!isInternalCaller(request)) {
      throw new HttpError(401, errorCodes.unauthorized, authMessages.internalUnauthorized);
    }
  };
}

/** The route's declared access, refused at start when missing or when it lets an admin skip the second factor. */
function declaredAuthOf(route: RouteOptions): RouteAuth {
  const auth = route.config?.auth;
  if (auth === undefined) {
    throw new Error(
      `${route.method} ${route.url} declares no access: add config: { auth } ('public', 'internal' or { roles, aal })`,
    );
  }
  if (typeof auth === 'object' && auth.roles.includes('admin') && auth.aal !== 'aal2') {
    throw new Error(
      `${route.method} ${route.url} is for admins, who must have passed the second factor: add aal: 'aal2'`,
    );
  }
  return auth;
}

const auth: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const keyOf = accessTokenKeyOf(options);
  await app.register(fastifyJwt, {
    // Verify only: services never mint access tokens.
    secret: {
      public: (_request: FastifyRequest, token: TokenOrHeader) =>
        keyOf('header' in token ? token.header : token),
    },
    // The key is chosen by the header's kid, so the key callback gets the whole decoded token.
    decode: { complete: true },
    verify: {
      algorithms: [accessTokenAlgorithm],
      allowedIss: accessTokenIssuer,
      allowedAud: accessTokenAudience,
      checkTyp: accessTokenType,
      clockTolerance: accessTokenClockSkewSeconds * 1000,
      // In seconds here (the plugin converts); fast-jwt does not add the skew to it, so it is added.
      maxAge: accessTokenMaxAgeSeconds + accessTokenClockSkewSeconds,
      requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
    },
  });
  app.decorateRequest('principal', null);
  app.decorate('verifyAccessToken', verifyAccessToken);
  app.decorate('authenticateCaller', authenticateCaller);

  const declared: DeclaredRouteAuth[] = [];
  app.decorate('declaredRouteAuth', () => declared);
  app.addHook('onRoute', function enforceDeclaredAuth(route) {
    const routeAuth = declaredAuthOf(route);
    declared.push({ method: String(route.method), url: route.url, auth: routeAuth });
    if (routeAuth === 'public') return;
    const onRefused = isAdminRouteAuth(routeAuth) ? options.onRefusedAdminCall : undefined;
    const check: onRequestHookHandler =
      routeAuth === 'internal'
        ? internalCheck(this, route)
        : async (request) => {
            try {
              await authenticateCaller(request, routeAuth);
            } catch (error) {
              if (onRefused && error instanceof HttpError && [401, 403].includes(error.statusCode)) {
                onRefused(request, error);
              }
              throw error;
            }
          };
    // First of the route's own hooks: refused before its rate limit counts it or its body is read.
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
};

/**
 * Access tokens and route access for every service on the host (hence fastify-plugin): verification
 * with @fastify/jwt (`request.jwtVerify()`, wrapped by `verifyAccessToken`), and each route's
 * `config.auth` enforced as its first `onRequest` hook.
 */
export const authPlugin = fp(auth, { name: '@gbc/service-kit/auth', fastify: '5.x' });
