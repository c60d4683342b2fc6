import { type PersonalDataService, personalDataByAddress } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { RatpakDatabase } from '../database.js';
import { deletePersonalRecords, findPersonalRecords } from './personal-data.repository.js';

/**
 * The personal-data contract for ratpak: leads, demo bookings and early-access requests. Trials hold no
 * address (the payments service keeps the subscriber's; the sales notice is in the mail outbox).
 */
export function createRatpakPersonalData(db: Kysely<RatpakDatabase>): PersonalDataService {
  return personalDataByAddress(db, {
    resourceType: 'ratpak',
    find: findPersonalRecords,
    erase: deletePersonalRecords,
  });
}
