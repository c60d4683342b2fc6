import type { Migration } from 'kysely';
import { createUsers } from './2026-11-23-001-create-users.js';
import { createSessions } from './2026-11-23-002-create-sessions.js';
import { createEmailLinks } from './2026-11-23-003-create-email-links.js';
import { createMfaAndThrottle } from './2026-11-23-004-create-mfa-and-throttle.js';
import { sealTotpSecrets } from './2026-11-23-005-seal-totp-secrets.js';
import { createMailThrottle } from './2026-11-23-006-create-mail-throttle.js';
import { accountsUnderAttack } from './2026-11-25-001-accounts-under-attack.js';
import { refreshTokenRetired } from './2026-11-25-002-refresh-token-retired.js';

/**
 * The identity schema's migrations, applied in name order. The data key is asked for only by the
 * migration that seals stored secrets, and only when it runs.
 */
export function identityMigrations(dataKey: () => Promise<Buffer>): Record<string, Migration> {
  return {
    '2026-11-23-001-create-users': createUsers,
    '2026-11-23-002-create-sessions': createSessions,
    '2026-11-23-003-create-email-links': createEmailLinks,
    '2026-11-23-004-create-mfa-and-throttle': createMfaAndThrottle,
    '2026-11-23-005-seal-totp-secrets': sealTotpSecrets(dataKey),
    '2026-11-23-006-create-mail-throttle': createMailThrottle,
    '2026-11-25-001-accounts-under-attack': accountsUnderAttack,
    '2026-11-25-002-refresh-token-retired': refreshTokenRetired,
  };
}
