import { personalDataErasureEvent } from '@gbc/contracts';
import { exportedRows, type PersonalDataService, writeAuditLog } from '@gbc/service-kit';
import { listCheckoutsByEmail, pseudonymiseEmailCheckouts } from '../checkouts/checkouts.repository.js';
import type { PaymentsContext } from '../context.js';
import {
  forgetLocalSessionEmail,
  listLocalSessionsByEmail,
} from '../local-provider/local-provider.repository.js';
import { newPseudonym } from './pseudonyms.js';

/**
 * The personal-data contract for payments, by address: what a signed-out donor or buyer left (a
 * member's records go with the account, `pseudonymiseUser`). Payments are kept as the law requires,
 * without the address; one pseudonym replaces the person in those that named no account.
 */
export function createPaymentsPersonalData(ctx: PaymentsContext): PersonalDataService {
  return {
    exportFor: async ({ email }) => ({
      records: {
        checkouts: exportedRows(await listCheckoutsByEmail(ctx.db, email)),
        localProviderSessions: exportedRows(await listLocalSessionsByEmail(ctx.db, email)),
      },
    }),
    eraseFor: ({ email, subjectHash }) =>
      ctx.db.transaction().execute(async (trx) => {
        const pseudonym = newPseudonym();
        const checkouts = (await pseudonymiseEmailCheckouts(trx, email, pseudonym)).length;
        const localProviderSessions = await forgetLocalSessionEmail(trx, email);
        await writeAuditLog(trx, {
          severity: 'warn',
          eventType: personalDataErasureEvent,
          action: 'personal_data.pseudonymise',
          resourceType: 'payments',
          details: { subjectHash, pseudonym, checkouts, localProviderSessions },
        });
        return { erased: { checkouts, localProviderSessions } };
      }),
  };
}
