import { type QueryExecutorProvider, sql } from 'kysely';
import pg from 'pg';
import { databaseTimeouts } from './database.js';

/**
 * PostgreSQL LISTEN/NOTIFY between the processes of one database: a write announces a change inside
 * its transaction (delivered on commit, dropped on rollback), and every process's listener hears it.
 */
export interface ChangeSubscriber {
  /** A notification on the channel arrived (from any process, this one included). */
  onNotify(payload: string): void;
  /**
   * The listening connection was lost or (re)established: whatever arrived or was missed meanwhile is
   * unknown, so anything derived from earlier notifications must be dropped.
   */
  onListeningChange(listening: boolean): void;
}

export interface ChangeListener {
  /** True while notifications are being received; the connection opens on the first subscription. */
  readonly listening: boolean;
  /** Subscribes to `channel` (a lower-case identifier); returns the unsubscribe function. */
  subscribe(channel: string, subscriber: ChangeSubscriber): () => void;
  /** Resolves true once listening, or false after `timeoutMs` (a host's start waits, never fails, on it). */
  whenListening(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Announces a change on `channel`; call inside the writing transaction so it fires on commit only. */
export async function notifyChange(db: QueryExecutorProvider, channel: string, payload = ''): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export interface ChangeListenerOptions {
  connectionString: string;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
  /** Waits between reconnection attempts; the last repeats. */
  reconnectDelaysMs?: readonly number[];
  /**
   * How often the idle connection is probed: a network that drops packets silently would otherwise
   * leave a listener that believes it is connected, and caches trusting it, for minutes.
   */
  heartbeatMs?: number;
}

const channelPattern = /^[a-z][a-z0-9_]*$/;

/** One dedicated connection per listener (a pooled one could not stay in LISTEN), reconnecting after an outage. */
export function createChangeListener(options: ChangeListenerOptions): ChangeListener {
  const delays = options.reconnectDelaysMs ?? [100, 500, 1000, 2000, 5000];
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const subscribers = new Map<string, Set<ChangeSubscriber>>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  const listeningWaiters = new Set<() => void>();

  const everySubscriber = () => [...subscribers.values()].flatMap((set) => [...set]);
  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    if (value) for (const wake of listeningWaiters) wake();
    for (const subscriber of everySubscriber()) subscriber.onListeningChange(value);
  };

  const drop = (current: pg.Client, reason: unknown) => {
    if (client !== current) return;
    client = undefined;
    clearInterval(heartbeatTimer);
    setListening(false);
    current.removeAllListeners();
    // A broken connection still emits errors while it goes; they are this handler's, nobody else's.
    current.on('error', () => {});
    current.end().catch(() => {});
    if (closed) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1000;
    attempt += 1;
    options.log.warn(
      { err: reason, retryInMs: delay },
      'change listener lost its database connection; caches are bypassed until it is back',
    );
    reconnectTimer = setTimeout(connect, delay);
  };

  const connect = () => {
    if (closed || client) return;
    const current = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: databaseTimeouts.connectMs,
      keepAlive: true,
    });
    client = current;
    current.on('error', (error) => drop(current, error));
    current.on('end', () => drop(current, new Error('connection ended')));
    current.on('notification', (message) => {
      for (const subscriber of subscribers.get(message.channel) ?? [])
        subscriber.onNotify(message.payload ?? '');
    });
    const listenAll = async () => {
      await current.connect();
      for (const channel of subscribers.keys())
        await current.query(`listen ${current.escapeIdentifier(channel)}`);
    };
    listenAll().then(
      () => {
        if (client !== current) return;
        if (attempt > 0) options.log.info({}, 'change listener reconnected');
        attempt = 0;
        heartbeatTimer = setInterval(() => probe(current), heartbeatMs);
        heartbeatTimer.unref();
        setListening(true);
      },
      (error) => drop(current, error),
    );
  };

  const probe = (current: pg.Client) => {
    const timeout = setTimeout(
      () => drop(current, new Error('heartbeat timed out')),
      databaseTimeouts.connectMs,
    );
    current.query('select 1').then(
      () => clearTimeout(timeout),
      (error) => {
        clearTimeout(timeout);
        drop(current, error);
      },
    );
  };

  return {
    get listening() {
      return listening;
    },
    subscribe(channel, subscriber) {
      if (!channelPattern.test(channel)) throw new Error(`Invalid notification channel '${channel}'.`);
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        // A new channel on a live connection: LISTEN now; until it is acknowledged the channel is not trusted.
        if (client && listening) {
          const current = client;
          setListening(false);
          current.query(`listen ${current.escapeIdentifier(channel)}`).then(
            () => {
              if (client === current) setListening(true);
            },
            (error) => drop(current, error),
          );
        }
      }
      set.add(subscriber);
      connect();
      return () => {
        set.delete(subscriber);
      };
    },
    whenListening(timeoutMs) {
      if (listening) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (result: boolean) => {
          clearTimeout(timer);
          listeningWaiters.delete(wake);
          resolve(result);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        listeningWaiters.add(wake);
      });
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeatTimer);
      const current = client;
      client = undefined;
      setListening(false);
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
