import { adminApi } from '@gbc/contracts/admin';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import type { AdminDatabase } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { createAdminModule } from '../src/index.js';

const bed = useServiceTestBed<AdminDatabase>({ host: () => ({ modules: [createAdminModule()] }) });

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(bed.db, 'First');
    await insertEntry(bed.db, 'Second');

    const response = await bed.get(adminApi.entries.list);

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual([
      'Second',
      'First',
    ]);
  });
});
