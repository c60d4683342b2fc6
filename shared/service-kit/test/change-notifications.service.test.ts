import {
  type ChangeListener,
  type ChangeSubscriber,
  createChangeListener,
  notifyChange,
  ReadCache,
} from '../src/index.js';
import { createTestDatabase, startTcpProxy, type TcpProxy, type TestDatabase } from '../src/testing.js';

const quietLog = { warn: () => {}, info: () => {} };

/** Records what a subscriber hears, and resolves waits on it as soon as the condition holds. */
function recordingSubscriber() {
  const payloads: string[] = [];
  const states: boolean[] = [];
  const waits: Array<() => void> = [];
  const settle = () => {
    for (const wake of waits.splice(0)) wake();
  };
  const subscriber: ChangeSubscriber = {
    onNotify(payload) {
      payloads.push(payload);
      settle();
    },
    onListeningChange(listening) {
      states.push(listening);
      settle();
    },
  };
  /** Resolves once `condition` holds; rejects after `ms` (a bound on a wait, not a sleep). */
  const until = (condition: () => boolean, ms = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!condition()) return waits.push(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => reject(new Error('condition not met in time')), ms);
      check();
    });
  return { subscriber, payloads, states, until };
}

let testDb: TestDatabase<unknown>;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.destroy();
});

describe('change notifications', () => {
  let listener: ChangeListener;

  beforeEach(() => {
    listener = createChangeListener({ connectionString: testDb.connectionString, log: quietLog });
  });

  afterEach(() => listener.close());

  test('a notification sent in a transaction arrives on commit, one in a rolled-back transaction never', async () => {
    const heard = recordingSubscriber();
    listener.subscribe('things', heard.subscriber);
    await heard.until(() => listener.listening);

    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await notifyChange(trx, 'things', 'rolled back');
        throw new Error('abort');
      })
      .catch(() => {});
    await testDb.db.transaction().execute((trx) => notifyChange(trx, 'things', 'committed'));
    // Notifications arrive in commit order, so once 'committed' is here a rolled-back one would be too.
    await heard.until(() => heard.payloads.length > 0);
    expect(heard.payloads).toEqual(['committed']);
  });

  test('other channels are not delivered', async () => {
    const heard = recordingSubscriber();
    listener.subscribe('things', heard.subscriber);
    await heard.until(() => listener.listening);
    await notifyChange(testDb.db, 'other_things', 'elsewhere');
    await notifyChange(testDb.db, 'things', 'here');
    await heard.until(() => heard.payloads.length > 0);
    expect(heard.payloads).toEqual(['here']);
  });

  test('rejects channel names that are not plain identifiers', () => {
    expect(() => listener.subscribe('bad"name', recordingSubscriber().subscriber)).toThrow(/channel/);
  });
});

describe('a listener during a database outage', () => {
  let proxy: TcpProxy;
  let listener: ChangeListener;

  beforeAll(async () => {
    const { hostname, port } = new URL(testDb.connectionString);
    proxy = await startTcpProxy({ host: hostname, port: Number(port) });
    listener = createChangeListener({
      connectionString: proxy.via(testDb.connectionString),
      log: quietLog,
      reconnectDelaysMs: [50, 100],
      heartbeatMs: 200,
    });
  });

  afterAll(async () => {
    await listener.close();
    await proxy.close();
  });

  test('the cache is bypassed while the listener is cut off, and caches again once it has reconnected', async () => {
    const heard = recordingSubscriber();
    listener.subscribe('things', heard.subscriber);
    const cache = new ReadCache({ listener, channel: 'things' });
    let loads = 0;
    const load = async () => ++loads;
    await heard.until(() => listener.listening);

    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);

    proxy.cut();
    await heard.until(() => !listener.listening);
    expect(await cache.read('k', load)).toBe(2);
    expect(await cache.read('k', load)).toBe(3);

    proxy.restore();
    await heard.until(() => listener.listening);
    expect(heard.states).toEqual([true, false, true]);
    expect(await cache.read('k', load)).toBe(4);
    expect(await cache.read('k', load)).toBe(4);

    // And it hears notifications again on the new connection.
    await notifyChange(testDb.db, 'things');
    await heard.until(() => heard.payloads.length > 0);
    expect(await cache.read('k', load)).toBe(5);
  });
});
