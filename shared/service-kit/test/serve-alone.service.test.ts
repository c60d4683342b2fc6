import type { FastifyPluginAsync } from 'fastify';
import { type Generated, type Kysely, sql } from 'kysely';
import {
  ConfigError,
  type ServiceModule,
  type ServingService,
  serveServiceAlone,
  serviceCommandFromArgs,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

interface NotesDatabase {
  'notes.notes': { id: Generated<number>; body: string };
}

/** A service with a table, a seed and a route that reads the table as the service's own role. */
const notesRoutes: FastifyPluginAsync<{ db: Kysely<NotesDatabase> }> = async (app, { db }) => {
  app.get('/notes', { config: { auth: 'public' } }, async () => {
    const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
    const notes = await db.selectFrom('notes.notes').select('body').orderBy('id').execute();
    return { role: rows[0]?.role, notes: notes.map((note) => note.body) };
  });
};
const notesModule: ServiceModule<NotesDatabase> = {
  name: 'notes',
  plugin: notesRoutes,
  migrations: {
    '2026-12-01-001-create-notes': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .withSchema('notes')
          .createTable('notes')
          .addColumn('id', 'serial', (col) => col.primaryKey())
          .addColumn('body', 'text', (col) => col.notNull())
          .execute();
      },
    },
  },
  async seed(db) {
    const existing = await db.selectFrom('notes.notes').select('id').executeTakeFirst();
    if (!existing) await db.insertInto('notes.notes').values({ body: 'seeded' }).execute();
  },
};

const roleSecret = 'a-role-secret-of-at-least-32-characters!';
let testDb: TestDatabase<unknown>;
let serverUrl: string;
const serving: ServingService[] = [];

beforeEach(async () => {
  testDb = await createTestDatabase({ migrated: false });
  const url = new URL(testDb.connectionString);
  url.username = '';
  url.password = '';
  serverUrl = url.toString();
});

afterEach(async () => {
  await Promise.all(serving.splice(0).map((service) => service.close()));
  await testDb.destroy();
});

const serveEnv = () => ({
  DATABASE_SERVER_URL: serverUrl,
  DB_ROLE_SECRET: roleSecret,
  PORT: '0',
  LOG_LEVEL: 'silent',
});

async function serve(env: NodeJS.ProcessEnv): Promise<ServingService> {
  const service = await serveServiceAlone(notesModule, {}, env, 'serve');
  if (!service) throw new Error('serve returned no host');
  serving.push(service);
  return service;
}

async function notesOf(service: ServingService): Promise<{ role: string; notes: string[] }> {
  const response = await service.app.inject({ method: 'GET', url: '/api/notes/notes' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('a service process split into the migration Job and serving replicas', () => {
  test('the arguments choose migrate, serve, or both; anything else is refused', () => {
    expect(serviceCommandFromArgs([])).toBe('migrate-and-serve');
    expect(serviceCommandFromArgs(['migrate'])).toBe('migrate');
    expect(serviceCommandFromArgs(['serve'])).toBe('serve');
    expect(() => serviceCommandFromArgs(['serve', 'now'])).toThrow(/'migrate', 'serve' or nothing/);
    expect(() => serviceCommandFromArgs(['seed'])).toThrow(/Unknown arguments 'seed'/);
  });

  test('migrate runs the migrations and the seed with the admin connection, starts nothing, closes its pools', async () => {
    const result = await serveServiceAlone(
      notesModule,
      {},
      { DATABASE_URL: testDb.connectionString, DB_ROLE_SECRET: roleSecret, LOG_LEVEL: 'silent' },
      'migrate',
    );
    expect(result).toBeNull();
    const { rows } = await sql<{ body: string }>`select body from notes.notes`.execute(testDb.db);
    expect(rows).toEqual([{ body: 'seeded' }]);
    const { rows: sessions } = await sql<{ count: number }>`
      select count(*)::int as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(testDb.db);
    expect(sessions[0]?.count).toBe(0);
  });

  test('serve logs in as gbc_<schema> with only the server address and DB_ROLE_SECRET', async () => {
    await serveServiceAlone(
      notesModule,
      {},
      { DATABASE_URL: testDb.connectionString, DB_ROLE_SECRET: roleSecret, LOG_LEVEL: 'silent' },
      'migrate',
    );
    // Two replicas, as a Deployment runs them: neither migrates nor seeds again.
    const [first, second] = [await serve(serveEnv()), await serve(serveEnv())];
    expect(await notesOf(first)).toEqual({ role: 'gbc_notes', notes: ['seeded'] });
    expect(await notesOf(second)).toEqual({ role: 'gbc_notes', notes: ['seeded'] });
    const ready = await first.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  test('serve before the Job has run is not ready: its schemas do not exist yet', async () => {
    const service = await serve(serveEnv());
    const ready = await service.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
  });

  test('serve refuses an admin password in its URL and a missing secret, naming the variables', async () => {
    const withPassword = 'postgres://postgres:admin-password@127.0.0.1:5432/gbc';
    await expect(serve({ ...serveEnv(), DATABASE_SERVER_URL: withPassword })).rejects.toThrow(
      /DATABASE_SERVER_URL must not carry a password/,
    );
    const { DB_ROLE_SECRET: _secret, ...withoutSecret } = serveEnv();
    await expect(serve(withoutSecret)).rejects.toThrow(ConfigError);
    await expect(serve(withoutSecret)).rejects.toThrow(/DB_ROLE_SECRET is required to serve/);
  });
});
