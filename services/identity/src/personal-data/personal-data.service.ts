import {
  type PersonalDataErasure,
  type PersonalDataExport,
  type PersonalDataRequest,
  personalDataErasureEvent,
} from '@gbc/contracts';
import { normaliseAccountEmail } from '@gbc/contracts/identity';
import { exportedRows } from '@gbc/service-kit';
import { accountExport, pseudonymisePayments } from '../account/account.service.js';
import { auditIdentityEvent } from '../audit.js';
import type { IdentityContext } from '../context.js';
import { deleteUser, findUserByEmail } from '../users/users.repository.js';
import { deleteAddressRecords, findAddressRecords } from './personal-data.repository.js';

/** The account of the address, when there is one, and the throttling records kept per address. */
export async function exportPersonalData(
  ctx: IdentityContext,
  { email }: PersonalDataRequest,
): Promise<PersonalDataExport> {
  const address = normaliseAccountEmail(email);
  const user = await findUserByEmail(ctx.db, address);
  const account = user ? await accountExport(ctx, user) : undefined;
  const records = await findAddressRecords(ctx.db, address);
  return {
    records: {
      account: account ? [{ ...account.user }] : [],
      sessions: account ? account.sessions : [],
      signInAttempts: exportedRows(records.signInAttempts),
      mailBudgets: exportedRows(records.mailBudgets),
      pendingEmailChanges: exportedRows(records.pendingEmailChanges),
    },
  };
}

/**
 * Deletes the account of the address (payments pseudonymised first, as when its owner deletes it)
 * and every record kept per address, with an audit entry naming only the keyed hash.
 */
export async function erasePersonalData(
  ctx: IdentityContext,
  { email, subjectHash }: PersonalDataRequest,
): Promise<PersonalDataErasure> {
  const address = normaliseAccountEmail(email);
  const user = await findUserByEmail(ctx.db, address);
  if (user) await pseudonymisePayments(ctx, user.id);
  return ctx.db.transaction().execute(async (trx) => {
    if (user) await deleteUser(trx, user.id);
    const erased = { accounts: user ? 1 : 0, ...(await deleteAddressRecords(trx, address)) };
    await auditIdentityEvent(trx, {
      severity: 'warn',
      eventType: personalDataErasureEvent,
      action: 'personal_data.erase',
      details: { subjectHash, ...erased },
    });
    return { erased };
  });
}
