import { randomBytes } from 'node:crypto';

/**
 * The keys the service signs links with when NEWSLETTER_SECRET / RESOURCES_SECRET are unset, kept in
 * `marketing.secrets` under these names. A migration creates them, so no request ever writes one.
 */
export const signingKeyNames = {
  newsletter: 'newsletter-signing-key',
  resourceDownload: 'resource-download-key',
} as const;

export function generateSigningKey(): string {
  return randomBytes(32).toString('base64url');
}
