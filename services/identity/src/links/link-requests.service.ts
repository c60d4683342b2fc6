import { normaliseAccountEmail } from '@gbc/contracts/identity';
import { enqueueMail, type OutgoingMail } from '@gbc/service-kit';
import type { ClientInfo, IdentityContext } from '../context.js';
import { throttleClientKey } from '../devices/devices.service.js';
import { takeMailAllowance } from '../mail/mail.repository.js';
import { findUserByEmail } from '../users/users.repository.js';
import { createEmailLink } from './links.service.js';

/**
 * Mails a link of `purpose` when the address has an account and this client's mail budget for it
 * allows. The caller answers the same either way: the budget is counted for unknown addresses too.
 */
export async function mailLinkWithinBudget(
  ctx: IdentityContext,
  address: string,
  client: ClientInfo,
  purpose: 'sign_in' | 'reset_password',
  mailFor: (email: string, token: string) => OutgoingMail,
): Promise<void> {
  const email = normaliseAccountEmail(address);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    const { key } = await throttleClientKey(trx, user?.id, client);
    if (!(await takeMailAllowance(trx, { email, purpose, clientKey: key }))) return;
    if (!user) return;
    await enqueueMail(trx, mailFor(email, await createEmailLink(trx, user.id, purpose)));
  });
}
