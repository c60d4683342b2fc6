import type { EntryListResponse } from '@gbc/contracts/admin';
import type { Kysely } from 'kysely';
import type { AdminDatabase } from '../database.js';
import { listEntries } from './entries.repository.js';

/** What the entry routes may do; writes would each run in one transaction here. */
export interface EntriesService {
  list(): Promise<EntryListResponse>;
}

export function createEntriesService(db: Kysely<AdminDatabase>): EntriesService {
  return {
    async list() {
      return { entries: await listEntries(db) };
    },
  };
}
