import { __name__Api } from '@gbc/contracts/__name__';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import type { __Name__Database } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { create__Name__Module } from '../src/index.js';

const bed = useServiceTestBed<__Name__Database>({ host: () => ({ modules: [create__Name__Module()] }) });

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(bed.db, 'First');
    await insertEntry(bed.db, 'Second');

    const response = await bed.get(__name__Api.entries.list);

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual(['Second', 'First']);
  });
});
