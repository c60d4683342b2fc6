import { type AccessTokenClaims, authMessages, errorCodes } from '@gbc/contracts';
import { identityMessages } from '@gbc/contracts/identity';
import { acceptInternalCallers, type ConfirmCaller, HttpError } from '@gbc/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import type { IdentityClaims } from '../keys/keys.tokens.js';
import { verifyPassword } from '../passwords/passwords.hashing.js';
import { findUserById } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import { findActiveSession } from './sessions.repository.js';

const unauthorized = () => new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);

/**
 * Identity's say on a caller the kit verified: the token's session is still active, so signing out
 * takes effect here at once (other services trust the token until it expires); and since a token may
 * predate a role removal by up to ten minutes, admin powers follow the account now.
 */
function confirmActiveSession(ctx: IdentityContext): ConfirmCaller {
  return async (_request, claims, auth) => {
    const session = claims.sid ? await findActiveSession(ctx.db, claims.sid) : undefined;
    if (!session || session.user_id !== claims.sub) throw unauthorized();
    if (auth.roles.includes('admin')) {
      const user = await findUserById(ctx.db, claims.sub);
      if (!user?.roles.includes('admin'))
        throw new HttpError(403, errorCodes.forbidden, authMessages.forbidden);
    }
  };
}

/**
 * Who identity's routes admit beyond what the kit checks: its signed-in routes confirm the session
 * (`confirmActiveSession`), its internal routes take the services' shared token. Called on identity's
 * scope before its routes are added.
 */
export function acceptIdentityCallers(app: FastifyInstance, ctx: IdentityContext): void {
  app.decorate('confirmCaller', confirmActiveSession(ctx));
  acceptInternalCallers(app, ctx.settings.internalApiToken);
}

/** The signed-in caller, with the session its token was issued to; only for routes declaring `{ roles }`. */
export function callerOf(request: FastifyRequest): IdentityClaims {
  const claims: AccessTokenClaims | null = request.principal;
  if (!claims?.sid) throw unauthorized();
  return { ...claims, sid: claims.sid };
}

/**
 * Changing the e-mail address or password, deleting the account and turning TOTP off: an account with
 * TOTP needs a session that passed the second factor (403 `MFA_REQUIRED`: the page steps up and
 * retries), one without needs its current password (`field` names it), unless it has none yet.
 */
export async function assertSensitiveChangeAllowed(
  db: IdentityDb,
  user: UserRow,
  caller: IdentityClaims,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (user.totp_enabled_at !== null) {
    // The session row, not the token: turning the factor off lowers sessions before their tokens expire.
    const session = await findActiveSession(db, caller.sid);
    if (session?.aal !== 'aal2') {
      throw new HttpError(403, errorCodes.mfaRequired, identityMessages.mfaRequired);
    }
    return;
  }
  if (user.password_hash === null) return;
  if (password === undefined || !(await verifyPassword(user.password_hash, password))) {
    throw new HttpError(400, errorCodes.badRequest, identityMessages.currentPasswordWrong, {
      [field]: identityMessages.currentPasswordWrong,
    });
  }
}
