import { type Kysely, type Migration, sql } from 'kysely';
import { type MigrationSet, migrateService, migrateServices } from '../src/index.js';
import { createTestDatabase, type TestDatabase, testRoleSecret } from '../src/testing.js';

const createGadgets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema('gadgets')
      .createTable('gadgets')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .execute();
  },
};
const addGadgetName: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.withSchema('gadgets').alterTable('gadgets').addColumn('name', 'text').execute();
  },
};
const gadgetModule: MigrationSet = {
  name: 'gadgets',
  migrations: {
    '2026-11-21-001-create-gadgets': createGadgets,
    '2026-11-21-002-add-gadget-name': addGadgetName,
  },
};

async function tablesIn(db: Kysely<unknown>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = ${schema} order by table_name`.execute(
    db,
  );
  return rows.map((row) => row.table_name);
}

let testDb: TestDatabase<unknown>;

beforeEach(async () => {
  testDb = await createTestDatabase({ migrated: false });
});

afterEach(async () => {
  await testDb.destroy();
});

describe('migrateServices on an empty database', () => {
  test('creates the audit and mail schemas first, then each module schema with its migration table inside', async () => {
    const { db } = testDb;
    expect(await tablesIn(db, 'gadgets')).toEqual([]);

    await migrateServices(db, [gadgetModule], { roleSecret: testRoleSecret() });

    expect(await tablesIn(db, 'audit')).toEqual(['audit_logs', 'kysely_migration', 'kysely_migration_lock']);
    expect(await tablesIn(db, 'mail')).toEqual(['kysely_migration', 'kysely_migration_lock', 'outbox']);
    expect(await tablesIn(db, 'gadgets')).toEqual(['gadgets', 'kysely_migration', 'kysely_migration_lock']);
    expect(await tablesIn(db, 'public')).toEqual([]);
    const { rows } = await sql<{
      name: string;
    }>`select name from gadgets.kysely_migration order by name`.execute(db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(gadgetModule.migrations));
  });

  test('running again applies nothing', async () => {
    await migrateServices(testDb.db, [gadgetModule], { roleSecret: testRoleSecret() });
    expect(await migrateService(testDb.db, gadgetModule)).toEqual([]);
  });

  test('a failing migration names the schema and the migration', async () => {
    const broken: MigrationSet = {
      name: 'broken',
      migrations: {
        '2026-11-21-001-bad': { up: async (db) => void (await sql`select * from no_such_table`.execute(db)) },
      },
    };
    await expect(migrateService(testDb.db, broken)).rejects.toThrow(
      /Migrating schema 'broken' failed at 2026-11-21-001-bad: relation "no_such_table" does not exist/,
    );
  });

  test('rejects a schema name that is not a plain identifier', async () => {
    await expect(migrateService(testDb.db, { name: 'Bad-Name', migrations: {} })).rejects.toThrow(
      /Invalid schema name/,
    );
  });
});
