import { surveyApi } from '@gbc/contracts/survey';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import type { SurveyDatabase } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { createSurveyModule } from '../src/index.js';

const bed = useServiceTestBed<SurveyDatabase>({ host: () => ({ modules: [createSurveyModule()] }) });

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(bed.db, 'First');
    await insertEntry(bed.db, 'Second');

    const response = await bed.get(surveyApi.entries.list);

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual([
      'Second',
      'First',
    ]);
  });
});
