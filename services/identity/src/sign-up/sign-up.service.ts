import { normaliseAccountEmail, type SignUpRequest } from '@gbc/contracts/identity';
import { enqueueMail } from '@gbc/service-kit';
import type { IdentityContext } from '../context.js';
import { createEmailLink } from '../links/links.service.js';
import { takeMailAllowance } from '../mail/mail.repository.js';
import { alreadyRegisteredMail, linkUrl, verifyEmailMail } from '../mail/mail.templates.js';
import { assertStrongPassword, hashPassword } from '../passwords/passwords.hashing.js';
import { findUserByEmail, insertUserIfNew } from '../users/users.repository.js';

/**
 * Sign-up answers the same whether or not the address has an account (the owner learns by e-mail).
 * The account exists at once but has no password until its owner follows the verification link,
 * which carries the password chosen here: a stranger's sign-up with someone else's address gets nowhere.
 * Past the address's mail budget nothing happens, with the same answer.
 */
export async function signUp(ctx: IdentityContext, body: SignUpRequest): Promise<void> {
  const email = normaliseAccountEmail(body.email);
  assertStrongPassword(body.password, [email, body.displayName]);
  // Hashed before looking anything up, so a taken address takes as long as a new one.
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await takeMailAllowance(trx, email))) return;
    const user =
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
    });
    await enqueueMail(trx, verifyEmailMail(email, linkUrl(ctx.settings.publicOrigin, 'verify', token)));
  });
}
