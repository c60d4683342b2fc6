import type { UserProfile } from '@gbc/contracts/identity';
import type { UserRow } from './users.table.js';

/** The account as its owner (and an admin) sees it: never the password hash or TOTP secrets. */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    roles: user.roles,
    emailVerified: user.email_verified_at !== null,
    mfaEnabled: user.totp_enabled_at !== null,
    hasPassword: user.password_hash !== null,
    createdAt: user.created_at.toISOString(),
  };
}
