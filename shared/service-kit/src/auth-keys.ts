import { createPublicKey, type KeyObject } from 'node:crypto';
import { accessTokenAlgorithm, authMessages, errorCodes, genericMessages } from '@gbc/contracts';
import buildGetJwks from 'get-jwks';
import { HttpError } from './http-error.js';

export interface AccessTokenKeyOptions {
  /** PEM public key of the identity service (Ed25519), for hosts that run identity in-process and tests. */
  publicKey?: string;
  /**
   * The identity service's JWKS (`identityApi.jwks` on its origin); keys are fetched through
   * get-jwks, cached and chosen by the token's `kid`. When set, `publicKey` is ignored.
   */
  jwksUrl?: string;
}

/** The PEM public key a token's header names; throws the HttpError to answer when there is none. */
export type AccessTokenKeyOf = (header: { kid?: unknown }) => Promise<string>;

/** How long a fetched key is used before the JWKS is asked again: identity's own cache-control. */
const keyCacheMs = 5 * 60_000;
/** A JWKS that does not answer within this is out of reach, like one that refuses. */
const jwksTimeoutMs = 5_000;
/**
 * After a JWKS fetch that lacked a token's kid, unknown kids are refused without asking again for this
 * long: get-jwks caches no misses, so tokens with made-up kids would otherwise each cost identity a fetch.
 * A rotated-in key is fetched at most this long after a miss.
 */
const unknownKidRetryMs = 30_000;

const unauthorized = () => new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);
// Not the client's fault: a 401 would make it discard a token that may well be valid.
const keySetUnavailable = () => new HttpError(503, errorCodes.unavailable, genericMessages.unavailable);

/** The key as PEM (what fast-jwt verifies with), refused unless it is Ed25519. */
function ed25519Pem(key: KeyObject, source: string): string {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`${source} must be an Ed25519 public key (got ${key.asymmetricKeyType ?? 'unknown'})`);
  }
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no JWKS within ${jwksTimeoutMs} ms`)), jwksTimeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function keyOfJwks(jwksUrl: string): AccessTokenKeyOf {
  const url = new URL(jwksUrl);
  const jwks = buildGetJwks({ jwksPath: url.pathname, ttl: keyCacheMs });
  const pems = new WeakMap<object, string>();
  const knownKids = new Set<string>();
  let unknownKidsRefusedUntil = 0;
  return async ({ kid }) => {
    if (typeof kid !== 'string') throw unauthorized();
    if (!knownKids.has(kid) && Date.now() < unknownKidsRefusedUntil) throw unauthorized();
    let jwk: buildGetJwks.JWK;
    try {
      jwk = await withinTimeout(jwks.getJwk({ domain: url.origin, alg: accessTokenAlgorithm, kid }));
    } catch (error) {
      // A kid the key set does not hold is the token's fault; anything else is the key set's.
      if ((error as { code?: unknown }).code === 'JWK_NOT_FOUND') {
        unknownKidsRefusedUntil = Date.now() + unknownKidRetryMs;
        throw unauthorized();
      }
      throw Object.assign(keySetUnavailable(), { cause: error });
    }
    knownKids.add(kid);
    let pem = pems.get(jwk);
    if (!pem) {
      try {
        pem = ed25519Pem(createPublicKey({ key: jwk, format: 'jwk' }), `JWKS key ${kid}`);
      } catch {
        throw unauthorized();
      }
      pems.set(jwk, pem);
    }
    return pem;
  };
}

/**
 * Where access-token keys come from: the JWKS, else the one PEM key, else nowhere (every token is
 * refused). A PEM key of another type stops the host at start.
 */
export function accessTokenKeyOf({ publicKey, jwksUrl }: AccessTokenKeyOptions): AccessTokenKeyOf {
  if (jwksUrl) return keyOfJwks(jwksUrl);
  if (publicKey) {
    const pem = ed25519Pem(createPublicKey(publicKey), 'AUTH_PUBLIC_KEY');
    return async () => pem;
  }
  return async () => {
    throw unauthorized();
  };
}
