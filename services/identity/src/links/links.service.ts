import type { LinkPurpose } from '@gbc/contracts/identity';
import type { IdentityDb } from '../database.js';
import { newOpaqueToken } from '../tokens.js';
import { insertEmailLink, voidUnusedLinks } from './links.repository.js';

/** How long each kind of link works: a sign-in link 15 minutes (issue 8), a reset or admin bootstrap one hour. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  sign_in: 15 * 60_000,
  reset_password: 60 * 60_000,
  verify_email: 24 * 60 * 60_000,
  change_email: 24 * 60 * 60_000,
  admin_bootstrap: 60 * 60_000,
};

export interface LinkDetails {
  newEmail?: string;
  passwordHash?: string;
  displayName?: string;
  /** verify_email: the device that signed up, which may redeem without typing the password again. */
  deviceHash?: string;
}

/**
 * Creates a single-use link for `purpose` and returns its token for the e-mail. A newer link voids
 * older unused ones, except verification links: each carries the password of its own sign-up, so a
 * stranger's later sign-up cannot void the owner's link (and the owner's click applies the owner's password).
 */
export async function createEmailLink(
  db: IdentityDb,
  userId: string,
  purpose: LinkPurpose,
  details: LinkDetails = {},
): Promise<string> {
  if (purpose !== 'verify_email') await voidUnusedLinks(db, userId, purpose);
  const { token, hash } = newOpaqueToken();
  await insertEmailLink(db, {
    user_id: userId,
    purpose,
    token_hash: hash,
    expires_at: new Date(Date.now() + linkLifetimeMs[purpose]),
    new_email: details.newEmail ?? null,
    password_hash: details.passwordHash ?? null,
    display_name: details.displayName ?? null,
    device_hash: details.deviceHash ?? null,
  });
  return token;
}
