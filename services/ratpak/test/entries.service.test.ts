import { ratpakApi } from '@gbc/contracts/ratpak';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import type { RatpakDatabase } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { createRatpakModule } from '../src/index.js';

const bed = useServiceTestBed<RatpakDatabase>({ host: () => ({ modules: [createRatpakModule()] }) });

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(bed.db, 'First');
    await insertEntry(bed.db, 'Second');

    const response = await bed.get(ratpakApi.entries.list);

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual([
      'Second',
      'First',
    ]);
  });
});
