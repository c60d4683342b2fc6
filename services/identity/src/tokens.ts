import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token (256 random bits, URL-safe) and the SHA-256 under which it is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

/** High-entropy tokens need no slow hash: SHA-256 keeps a database leak from yielding usable tokens. */
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('base64url');
