import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MarketingDb } from '../database.js';
import { signingKeyNames } from '../signing-keys.js';
import { findSecret } from './newsletter.repository.js';

/** A new confirmation token (in the mail only) and the hash the database keeps instead. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export const hashConfirmationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const unsubscribePurpose = 'newsletter-unsubscribe';

/**
 * Unsubscribe links carry `<subscription id>.<HMAC of it>`: no expiry and nothing stored, so every
 * newsletter, however old, can carry a working link, and nobody can forge one for another address.
 */
export interface UnsubscribeSigner {
  sign(subscriptionId: string): Promise<string>;
  /** The subscription id a genuine token names; null for anything else. */
  verify(token: string): Promise<string | null>;
}

/**
 * Signs with `secret` (NEWSLETTER_SECRET) or, when it is unset, with a key generated once and kept in
 * the service's own schema, so the embedded default needs no configuration and no secret in the repo.
 */
export function createUnsubscribeSigner(db: MarketingDb, secret: string | undefined): UnsubscribeSigner {
  let key: Promise<string> | undefined;
  const keyOf = () => {
    key ??= secret ? Promise.resolve(secret) : findSecret(db, signingKeyNames.newsletter);
    // A failed read is retried on the next request rather than remembered.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  const mac = async (id: string) =>
    createHmac('sha256', await keyOf())
      .update(`${unsubscribePurpose}:${id}`)
      .digest('base64url');
  return {
    async sign(id) {
      return `${id}.${await mac(id)}`;
    },
    async verify(token) {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length > 0 || !uuidPattern.test(id)) return null;
      const expected = Buffer.from(await mac(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
