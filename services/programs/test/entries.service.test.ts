import { programsApi } from '@gbc/contracts/programs';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import type { ProgramsDatabase } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { createProgramsModule } from '../src/index.js';

const bed = useServiceTestBed<ProgramsDatabase>({ host: () => ({ modules: [createProgramsModule()] }) });

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(bed.db, 'First');
    await insertEntry(bed.db, 'Second');

    const response = await bed.get(programsApi.entries.list);

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual([
      'Second',
      'First',
    ]);
  });
});
