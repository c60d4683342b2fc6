import type { Kysely, Transaction } from 'kysely';
import type { EmailLinkTable } from './links/links.table.js';
import type { MailThrottleTable } from './mail/mail.table.js';
import type { RecoveryCodeTable } from './mfa/mfa.table.js';
import type { RefreshTokenTable, SessionTable } from './sessions/sessions.table.js';
import type { SignInThrottleTable } from './sign-in/sign-in.table.js';
import type { UserTable } from './users/users.table.js';

export const identitySchema = 'identity';

/** Tables of the `identity` schema, schema-qualified as Kysely recommends for non-public schemas. */
export interface IdentityDatabase {
  'identity.users': UserTable;
  'identity.sessions': SessionTable;
  'identity.refresh_tokens': RefreshTokenTable;
  'identity.email_links': EmailLinkTable;
  'identity.recovery_codes': RecoveryCodeTable;
  'identity.sign_in_throttle': SignInThrottleTable;
  'identity.mail_throttle': MailThrottleTable;
}

export type IdentityDb = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;
