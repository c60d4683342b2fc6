import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import {
  type AccessTokenClaims,
  accessTokenAudience,
  accessTokenIssuer,
  accessTokenType,
} from '@gbc/contracts';

export interface TestAuthKeys {
  /** PEM, for `buildServiceHost({ auth: { publicKey } })`. */
  publicKey: string;
  privateKey: KeyObject;
}

let keys: TestAuthKeys | undefined;

/** One Ed25519 key pair per test process, standing in for the identity service's signing key. */
export function testAuthKeys(): TestAuthKeys {
  if (!keys) {
    const pair = generateKeyPairSync('ed25519');
    keys = {
      publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privateKey: pair.privateKey,
    };
  }
  return keys;
}

export interface SignTestTokenOptions {
  /** Ed25519 (EdDSA), P-256 (ES256) or RSA (RS256); the header's `alg` follows the key. */
  privateKey?: KeyObject;
  /** Negative values give an already expired token. Default 300. */
  expiresInSeconds?: number;
  /** Moves `iat` (and `exp` with it) by this many seconds: positive for a token from the future. */
  issuedAtOffsetSeconds?: number;
  /** Header fields added or replaced, e.g. `{ kid }` or `{ typ: 'JWT' }`. */
  header?: Record<string, unknown>;
  /** Claims left out, e.g. `['exp']`. */
  omit?: readonly string[];
}

const base64UrlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const algorithmOf = (key: KeyObject) =>
  key.asymmetricKeyType === 'ec' ? 'ES256' : key.asymmetricKeyType === 'rsa' ? 'RS256' : 'EdDSA';

function signatureOf(key: KeyObject, data: Buffer): Buffer {
  if (key.asymmetricKeyType === 'ec') return sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' });
  return sign(key.asymmetricKeyType === 'rsa' ? 'sha256' : null, data, key);
}

/**
 * An access token as the identity service issues it (issuer, audience, `typ: at+jwt`, `iat`, `exp`);
 * claims default to a member and may be overridden, options bend it into the invalid shapes tests need.
 */
export function signTestToken(
  claims: Partial<AccessTokenClaims> & Record<string, unknown> = {},
  options: SignTestTokenOptions = {},
): string {
  const key = options.privateKey ?? testAuthKeys().privateKey;
  const iat = Math.floor(Date.now() / 1000) + (options.issuedAtOffsetSeconds ?? 0);
  const payload: Record<string, unknown> = {
    iss: accessTokenIssuer,
    aud: accessTokenAudience,
    sub: 'test-user',
    email: 'test-user@example.org',
    roles: ['member'],
    iat,
    exp: iat + (options.expiresInSeconds ?? 300),
    ...claims,
  };
  for (const claim of options.omit ?? []) delete payload[claim];
  const header = base64UrlJson({ alg: algorithmOf(key), typ: accessTokenType, ...options.header });
  const unsigned = `${header}.${base64UrlJson(payload)}`;
  return `${unsigned}.${signatureOf(key, Buffer.from(unsigned)).toString('base64url')}`;
}
