import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ResourceId } from '@gbc/contracts/marketing';
import type { MarketingDb } from '../database.js';
import { findSecret } from '../newsletter/newsletter.repository.js';
import { signingKeyNames } from '../signing-keys.js';

const downloadPurpose = 'resource-download';

export type DownloadLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Download links carry `expires` (Unix seconds) and an HMAC of the document and that time: nothing is
 * stored, a link works for one document until it expires, and neither part can be changed.
 */
export interface DownloadLinkSigner {
  sign(resourceId: ResourceId, expires: number): Promise<string>;
  /** `expired` only for a genuine signature, so a forged link never learns more than `invalid`. */
  check(
    resourceId: ResourceId,
    expires: number,
    signature: string,
    nowSeconds: number,
  ): Promise<DownloadLinkCheck>;
}

/**
 * Signs with `secret` (RESOURCES_SECRET) or, when it is unset, with a key generated once and kept in
 * the service's schema, as the newsletter's unsubscribe links do.
 */
export function createDownloadLinkSigner(db: MarketingDb, secret: string | undefined): DownloadLinkSigner {
  let key: Promise<string> | undefined;
  const keyOf = () => {
    key ??= secret ? Promise.resolve(secret) : findSecret(db, signingKeyNames.resourceDownload);
    // A failed read is retried on the next request rather than remembered.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  const mac = async (resourceId: string, expires: number) =>
    createHmac('sha256', await keyOf())
      .update(`${downloadPurpose}:${resourceId}:${expires}`)
      .digest('base64url');
  return {
    sign: mac,
    async check(resourceId, expires, signature, nowSeconds) {
      const expected = Buffer.from(await mac(resourceId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires < nowSeconds ? 'expired' : 'valid';
    },
  };
}
