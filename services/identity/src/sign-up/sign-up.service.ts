import { type EmailOnlyRequest, normaliseAccountEmail, type SignUpRequest } from '@gbc/contracts/identity';
import { enqueueMail } from '@gbc/service-kit';
import { pathTo } from '@gbc/site-map';
import type { ClientInfo, IdentityContext } from '../context.js';
import type { IdentityDb } from '../database.js';
import { throttleClientKey } from '../devices/devices.service.js';
import { openVerificationLinks } from '../links/links.repository.js';
import { createEmailLink } from '../links/links.service.js';
import { takeMailAllowance } from '../mail/mail.repository.js';
import { alreadyRegisteredMail, linkUrl, verifyEmailMail } from '../mail/mail.templates.js';
import { assertStrongPassword, hashPassword } from '../passwords/passwords.hashing.js';
import { findUserByEmail, insertUserIfNew } from '../users/users.repository.js';

/** Takes one verification mail from this client's budget for the address. */
async function takeVerificationMail(
  trx: IdentityDb,
  email: string,
  userId: string | undefined,
  client: ClientInfo,
) {
  const { key } = await throttleClientKey(trx, userId, client);
  return takeMailAllowance(trx, { email, purpose: 'verify_email', clientKey: key });
}

/**
 * Sign-up answers the same whether or not the address has an account (the owner learns by e-mail).
 * The account exists at once but has no password until its owner follows the verification link,
 * which carries the password chosen here and the device that chose it: opened elsewhere, the link
 * asks for that password again, so a stranger's sign-up with someone else's address gets nowhere.
 * Each sign-up mails its own link within its client's budget (a stranger cannot spend it).
 */
export async function signUp(ctx: IdentityContext, body: SignUpRequest, client: ClientInfo): Promise<void> {
  const email = normaliseAccountEmail(body.email);
  assertStrongPassword(body.password, [email, body.displayName]);
  // Hashed before looking anything up, so a taken address takes as long as a new one.
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (!(await takeVerificationMail(trx, email, existing?.id, client))) return;
    const user =
      existing ??
      (await insertUserIfNew(trx, { email, display_name: body.displayName })) ??
      (await findUserByEmail(trx, email));
    if (!user) throw new Error('sign-up: the account vanished between insert and lookup');
    if (user.email_verified_at !== null) {
      await enqueueMail(trx, alreadyRegisteredMail(email, ctx.settings.publicOrigin));
      return;
    }
    const token = await createEmailLink(trx, user.id, 'verify_email', {
      passwordHash,
      displayName: body.displayName,
      deviceHash: client.deviceHash,
    });
    await enqueueMail(
      trx,
      verifyEmailMail(email, linkUrl(ctx.settings.publicOrigin, pathTo('/verify'), token)),
    );
  });
}

/**
 * Mails the confirmation link of an unconfirmed account again (always answered 202): a new link with
 * the password and device of this client's own sign-up when it has an open one, else of the newest
 * sign-up; without any, a link that only confirms the address (the owner then chooses a password).
 */
export async function resendVerification(
  ctx: IdentityContext,
  body: EmailOnlyRequest,
  client: ClientInfo,
): Promise<void> {
  const email = normaliseAccountEmail(body.email);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!(await takeVerificationMail(trx, email, user?.id, client))) return;
    if (!user || user.email_verified_at !== null) return;
    const links = await openVerificationLinks(trx, user.id, 20);
    const source =
      links.find((link) => client.deviceHash !== undefined && link.device_hash === client.deviceHash) ??
      links[0];
    const token = await createEmailLink(trx, user.id, 'verify_email', {
      passwordHash: source?.password_hash ?? undefined,
      displayName: source?.display_name ?? undefined,
      deviceHash: source?.device_hash ?? undefined,
    });
    await enqueueMail(
      trx,
      verifyEmailMail(email, linkUrl(ctx.settings.publicOrigin, pathTo('/verify'), token)),
    );
  });
}
