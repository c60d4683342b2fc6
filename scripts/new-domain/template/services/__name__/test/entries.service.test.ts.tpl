import { __name__Api } from '@gbc/contracts/__name__';
import { buildServiceHost } from '@gbc/service-kit';
import { createTestDatabase, injectForTests, type TestDatabase, type TestHttpClient } from '@gbc/service-kit/testing';
import type { __Name__Database } from '../src/database.js';
import { insertEntry } from '../src/entries/entries.repository.js';
import { create__Name__Module } from '../src/index.js';

let testDb: TestDatabase<__Name__Database>;
let http: TestHttpClient;

beforeAll(async () => {
  testDb = await createTestDatabase<__Name__Database>();
  http = injectForTests(
    await buildServiceHost({ databases: testDb.databases, modules: [create__Name__Module()], logger: false }),
  );
});

afterAll(async () => {
  await http.close();
  await testDb.destroy();
});

describe('GET entries', () => {
  it('lists every entry, newest first, to anyone', async () => {
    await insertEntry(testDb.db, 'First');
    await insertEntry(testDb.db, 'Second');

    const response = await http.request({ url: __name__Api.entries.list });

    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((entry: { title: string }) => entry.title)).toEqual(['Second', 'First']);
  });
});
