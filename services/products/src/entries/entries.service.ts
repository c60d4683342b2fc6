import type { EntryListResponse } from '@gbc/contracts/products';
import type { Kysely } from 'kysely';
import type { ProductsDatabase } from '../database.js';
import { listEntries } from './entries.repository.js';

/** What the entry routes may do; writes would each run in one transaction here. */
export interface EntriesService {
  list(): Promise<EntryListResponse>;
}

export function createEntriesService(db: Kysely<ProductsDatabase>): EntriesService {
  return {
    async list() {
      return { entries: await listEntries(db) };
    },
  };
}
