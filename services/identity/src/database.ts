import type { Kysely, Transaction } from 'kysely';
import type { KnownDeviceTable } from './devices/devices.table.js';
import type { EmailLinkTable } from './links/links.table.js';
import type { MailBudgetTable } from './mail/mail.table.js';
import type { MfaChallengeTable, MfaThrottleTable, RecoveryCodeTable } from './mfa/mfa.table.js';
import type { RefreshTokenTable, SessionTable } from './sessions/sessions.table.js';
import type { SignInAttemptTable } from './sign-in/sign-in.table.js';
import type { UserTable } from './users/users.table.js';

export const identitySchema = 'identity';

/** Tables of the `identity` schema, schema-qualified as Kysely recommends for non-public schemas. */
export interface IdentityDatabase {
  'identity.users': UserTable;
  'identity.sessions': SessionTable;
  'identity.refresh_tokens': RefreshTokenTable;
  'identity.email_links': EmailLinkTable;
  'identity.recovery_codes': RecoveryCodeTable;
  'identity.mfa_challenges': MfaChallengeTable;
  'identity.mfa_throttle': MfaThrottleTable;
  'identity.known_devices': KnownDeviceTable;
  'identity.sign_in_attempts': SignInAttemptTable;
  'identity.mail_budgets': MailBudgetTable;
}

export type IdentityDb = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;
