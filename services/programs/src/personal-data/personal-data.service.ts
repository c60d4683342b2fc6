import { personalDataErasureEvent } from '@gbc/contracts';
import { exportedRows, type PersonalDataService, writeAuditLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { ProgramsDatabase } from '../database.js';
import { deleteStoriesByEmail, listStoriesByEmail } from '../stories/stories.repository.js';

/** The personal-data contract for programs: the stories an address sent. */
export function createProgramsPersonalData(db: Kysely<ProgramsDatabase>): PersonalDataService {
  return {
    exportFor: async ({ email }) => ({
      records: { stories: exportedRows(await listStoriesByEmail(db, email)) },
    }),
    eraseFor: ({ email, subjectHash }) =>
      db.transaction().execute(async (trx) => {
        const stories = await deleteStoriesByEmail(trx, email);
        await writeAuditLog(trx, {
          severity: 'warn',
          eventType: personalDataErasureEvent,
          action: 'personal_data.erase',
          resourceType: 'story',
          details: { subjectHash, stories },
        });
        return { erased: { stories } };
      }),
  };
}
