import { errorCodes } from '@gbc/contracts';
import { buildServiceHost, createDatabase } from '../src/index.js';
import {
  createTestDatabase,
  injectForTests,
  type TestDatabase,
  type TestHttpClient,
} from '../src/testing.js';

let testDb: TestDatabase<unknown>;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.destroy();
});

async function withHost<T>(db: TestDatabase<unknown>['db'], check: (http: TestHttpClient) => Promise<T>) {
  const http = injectForTests(await buildServiceHost({ db, modules: [], logger: false }));
  try {
    return await check(http);
  } finally {
    await http.close();
  }
}

describe('/readyz', () => {
  test('is ok when the database answers', async () => {
    await withHost(testDb.db, async (http) => {
      const response = await http.request({ url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });

  test('is 503 when it does not', async () => {
    const unreachable = createDatabase('postgres://nobody@127.0.0.1:1/none');
    try {
      await withHost(unreachable, async (http) => {
        const response = await http.request({ url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.code).toBe(errorCodes.unavailable);
      });
    } finally {
      await unreachable.destroy();
    }
  });
});
