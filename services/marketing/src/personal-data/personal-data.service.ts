import { personalDataErasureEvent } from '@gbc/contracts';
import { exportedRows, type PersonalDataService, writeAuditLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { deletePersonalRecords, findPersonalRecords } from './personal-data.repository.js';

/**
 * The personal-data contract for marketing: newsletter subscription and its consents, contact
 * messages, event registrations and information requests, resource notifications.
 */
export function createMarketingPersonalData(db: Kysely<Database>): PersonalDataService {
  return {
    exportFor: async ({ email }) => {
      const records = await findPersonalRecords(db, email);
      return {
        records: Object.fromEntries(
          Object.entries(records).map(([kind, rows]) => [kind, exportedRows(rows)]),
        ),
      };
    },
    eraseFor: ({ email, subjectHash }) =>
      db.transaction().execute(async (trx) => {
        const erased = await deletePersonalRecords(trx, email);
        await writeAuditLog(trx, {
          severity: 'warn',
          eventType: personalDataErasureEvent,
          action: 'personal_data.erase',
          resourceType: 'marketing',
          details: { subjectHash, ...erased },
        });
        return { erased };
      }),
  };
}
