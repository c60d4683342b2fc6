import type { Migration } from 'kysely';
import { createUsers } from './2026-11-23-001-create-users.js';
import { createSessions } from './2026-11-23-002-create-sessions.js';
import { createEmailLinks } from './2026-11-23-003-create-email-links.js';
import { createMfaAndThrottle } from './2026-11-23-004-create-mfa-and-throttle.js';

/** The identity schema's migrations, applied in name order. */
export const identityMigrations: Record<string, Migration> = {
  '2026-11-23-001-create-users': createUsers,
  '2026-11-23-002-create-sessions': createSessions,
  '2026-11-23-003-create-email-links': createEmailLinks,
  '2026-11-23-004-create-mfa-and-throttle': createMfaAndThrottle,
};
