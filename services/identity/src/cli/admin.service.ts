import { accountEmailSchema, normaliseAccountEmail } from '@gbc/contracts/identity';
import { pathTo } from '@gbc/site-map';
import type { Kysely } from 'kysely';
import { auditIdentityEvent } from '../audit.js';
import type { IdentityDatabase } from '../database.js';
import { createEmailLink } from '../links/links.service.js';
import { linkUrl } from '../mail/mail.templates.js';
import { deleteRecoveryCodes, voidMfaChallenges } from '../mfa/mfa.repository.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import { findUserByEmail, insertUserIfNew, updateUser } from '../users/users.repository.js';

/**
 * The site's origin for the printed link: PUBLIC_ORIGIN, else the standalone server's own default
 * (`http://localhost:$PORT`, PORT 8080 when unset), so the link opens the site that is running.
 */
export function adminCliPublicOrigin(env: { PUBLIC_ORIGIN?: string; PORT?: string }): string {
  return (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? '8080'}`).replace(/\/+$/, '');
}

/**
 * Makes the address an admin and returns a one-time admin bootstrap link. The account is created
 * without a password (the bootstrap session asks for TOTP enrolment, then a password). For an account
 * that has TOTP the factor is reset (the way back for an admin who lost it), its sessions end, and
 * that is audited as critical.
 */
export async function createAdmin(
  db: Kysely<IdentityDatabase>,
  rawEmail: string,
  publicOrigin: string,
): Promise<string> {
  const email = normaliseAccountEmail(accountEmailSchema.parse(rawEmail));
  return db.transaction().execute(async (trx) => {
    const user =
      (await insertUserIfNew(trx, { email, display_name: email.slice(0, email.indexOf('@')) })) ??
      (await findUserByEmail(trx, email));
    if (!user) throw new Error(`could not create ${email}`);
    if (!user.roles.includes('admin')) {
      await updateUser(trx, user.id, { roles: [...user.roles, 'admin'] });
      await auditIdentityEvent(trx, {
        severity: 'warn',
        eventType: 'admin_action',
        action: 'role_granted',
        details: { userId: user.id, accountEmail: email, role: 'admin', reference: 'admin-cli' },
      });
    }
    if (user.totp_enabled_at !== null || user.totp_pending_secret !== null) {
      await updateUser(trx, user.id, {
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      });
      await deleteRecoveryCodes(trx, user.id);
      await voidMfaChallenges(trx, user.id);
      await revokeUserSessions(trx, user.id, 'mfa_reset');
      await auditIdentityEvent(trx, {
        severity: 'critical',
        eventType: 'admin_action',
        action: 'mfa_reset',
        userEmail: email,
        details: { userId: user.id, reference: 'admin-cli' },
      });
    }
    const token = await createEmailLink(trx, user.id, 'admin_bootstrap');
    return linkUrl(publicOrigin, pathTo('/verify'), token);
  });
}
