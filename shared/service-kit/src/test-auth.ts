import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { AccessTokenClaims } from '@gbc/contracts';

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
  privateKey?: KeyObject;
  /** Negative values give an already expired token. Default 300. */
  expiresInSeconds?: number;
}

const base64UrlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An EdDSA-signed access token as the identity service issues it; claims default to a member. */
export function signTestToken(
  claims: Partial<AccessTokenClaims> & Record<string, unknown> = {},
  options: SignTestTokenOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64UrlJson({ alg: 'EdDSA', typ: 'JWT' });
  const roles = claims.roles ?? ['member'];
  const payload = base64UrlJson({
    sub: 'test-user',
    email: 'test-user@example.org',
    roles,
    // An admin's session has passed the second factor, as identity requires before admin APIs answer.
    aal: roles.includes('admin') ? 'aal2' : 'aal1',
    ...claims,
    iat: now,
    exp: now + (options.expiresInSeconds ?? 300),
  });
  const signature = sign(
    null,
    Buffer.from(`${header}.${payload}`),
    options.privateKey ?? testAuthKeys().privateKey,
  );
  return `${header}.${payload}.${signature.toString('base64url')}`;
}
